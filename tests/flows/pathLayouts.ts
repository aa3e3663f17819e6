/**
 * The layout each generated model path is driven on in a browser (Playwright, tests/e2e/support.ts
 * `layoutsOfPaths`, and the component tests in a real browser): chosen by the path itself (a stable
 * hash of its title and events), never by the order tests are declared in: each path is driven once,
 * about half on each layout, and a new or removed path moves no other. Should every path of a flow
 * land on one layout, the path with the lowest hash goes to the other, so both layouts' views are
 * always driven. The paths' transitions are the machine's, which both layouts share.
 */
export type PathLayout = 'mobile' | 'desktop';

/** A well-mixed 32-bit hash of a text (FNV-1a with a final avalanche). */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

export type DrivenPath = { title: string; steps: readonly { event: unknown }[] };

/** What makes a path itself: its title and every event of it (two paths may share a title). */
const identityOf = (path: DrivenPath) => `${path.title} ${JSON.stringify(path.steps.map((step) => step.event))}`;

export function pathLayouts(paths: readonly DrivenPath[]): (path: DrivenPath) => PathLayout {
  const byHash = (path: DrivenPath): PathLayout => (stableHash(identityOf(path)) >>> 31 === 0 ? 'mobile' : 'desktop');
  const oneSided = paths.length >= 2 && new Set(paths.map(byHash)).size === 1;
  const lowest = [...paths].sort((a, b) => stableHash(identityOf(a)) - stableHash(identityOf(b)))[0];
  return (path) => {
    const layout = byHash(path);
    if (!oneSided || lowest === undefined || identityOf(path) !== identityOf(lowest)) return layout;
    return layout === 'mobile' ? 'desktop' : 'mobile';
  };
}
