/**
 * The answers the server put in the page (its `boot-data` block, server/http/page-boot.ts): the
 * calls every page makes at once. The API client answers a GET of that path from here instead of
 * the network while the page is starting, so a slow phone network does not wait a round trip for
 * the logo, the settings and the home banners. After the start, calls go to the network as usual.
 */
export type BootData = {
  /** The stored answer of a GET by its key (bootKeyOf), or undefined when there is none or the start is over. */
  answerFor(key: string): unknown;
};

/**
 * The key of a GET in the data block: the path, then its query sorted by name. The server builds
 * the same key (server/http/page-boot.ts, bootKeyOf); a test on each side pins the same examples.
 */
export function bootKeyOf(path: string, query: Record<string, unknown> = {}): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}

/**
 * Paths whose answer depends on who asks: the page's stored answer is a guest's, so a logged-in
 * player's call goes to the network (a player on a time-out or self-exclusion gets no promotions, issue 24).
 */
export const GUEST_ANSWER_PATHS: ReadonlySet<string> = new Set(['promotion']);

/** How long after the page started its stored answers are used. */
export const BOOT_DATA_WINDOW_MS = 10_000;

export function createBootData(answers: Record<string, unknown>, now: () => number, startedAt = now()): BootData {
  return {
    answerFor(path) {
      if (now() - startedAt > BOOT_DATA_WINDOW_MS) return undefined;
      return Object.hasOwn(answers, path) ? answers[path] : undefined;
    },
  };
}

/** Reads the page's boot-data block; an absent or broken block is simply no boot data. */
export function readBootData(document: Document, now: () => number): BootData {
  const block = document.getElementById('boot-data');
  let answers: Record<string, unknown> = {};
  try {
    const parsed: unknown = block?.textContent ? JSON.parse(block.textContent) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) answers = parsed as Record<string, unknown>;
  } catch {
    answers = {};
  }
  // Time starts when the page did, not when this chunk happened to load.
  return createBootData(answers, now, 0);
}
