// jsdom (vitest's DOM for the site's tests) ships no types; the viewer's test needs only this much.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string; beforeParse?: (window: Window & typeof globalThis) => void });
    readonly window: Window & typeof globalThis;
  }
}
