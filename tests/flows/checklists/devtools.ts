/**
 * A case that needs an answer the real server gives only rarely (or never to this page, which checks
 * first) makes it in the browser: devtools' Network panel answers a call with content of the tester's.
 */
export function overriddenAnswer(call: string, answer: string): string {
  return `answer ${call} with ${answer} (devtools › Network › Override content)`;
}
