/**
 * A case that needs an answer the real server gives only rarely (or never to this page, which checks
 * first) makes it in the browser: devtools' Network panel answers a call with content of the tester's.
 */
export function overriddenAnswer(call: string, answer: string): string {
  return `answer ${call} with ${answer} (devtools › Network › Override content)`;
}

/**
 * An answer with a status the server would not give here (a 422, a 409, a 500): devtools' overrides change a
 * body and headers but not a status, so a debugging proxy gives it.
 */
export function proxiedAnswer(call: string, answer: string): string {
  return `a debugging proxy (mitmproxy, Charles) answers ${call} with ${answer}`;
}

/**
 * A call a tester makes fail in the browser from a moment on (devtools › Network request blocking, a URL
 * pattern): the page itself has loaded, only the calls matching it fail until the blocking is turned off.
 */
export function blockedCalls(pattern: string): string {
  return `block ${pattern} (devtools › Network request blocking)`;
}
