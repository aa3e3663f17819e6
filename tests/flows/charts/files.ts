import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Comparing and writing the generated files of docs/flows/. Only `.svg` and `.html` files there
 * are ours: anything else in the folder is left alone. The charts (`.svg`) are committed, so a
 * review shows a flow's change; the index page is generated on demand (`npm run flows`) and git
 * ignores it, so `npm run flows -- --check` compares the charts only (checkCommittedCharts).
 */

export type FlowDocsCheck = {
  missing: string[];
  /** Present, but not what would be generated now. */
  differ: string[];
  /** Charts or pages that no flow generates any more (a flow was renamed or removed). */
  extra: string[];
};

function ours(name: string): boolean {
  return name.endsWith('.svg') || name.endsWith('.html');
}

export function checkFlowDocs(files: Map<string, string>, dir: string, isOurs: (name: string) => boolean = ours): FlowDocsCheck {
  const result: FlowDocsCheck = { missing: [], differ: [], extra: [] };
  for (const [name, content] of files) {
    if (!isOurs(name)) continue;
    const path = join(dir, name);
    if (!existsSync(path)) result.missing.push(name);
    else if (readFileSync(path, 'utf8') !== content) result.differ.push(name);
  }
  if (existsSync(dir)) {
    result.extra = readdirSync(dir)
      .filter((name) => isOurs(name) && !files.has(name))
      .sort();
  }
  return result;
}

/** The committed files only: the charts. The index page (generated on demand) may be absent or stale. */
export function checkCommittedCharts(files: Map<string, string>, dir: string): FlowDocsCheck {
  return checkFlowDocs(files, dir, (name) => name.endsWith('.svg'));
}

export function isUpToDate(check: FlowDocsCheck): boolean {
  return check.missing.length === 0 && check.differ.length === 0 && check.extra.length === 0;
}

export type FlowDocsWrite = { written: string[]; unchanged: string[]; removed: string[] };

/** Writes what differs, leaves identical files untouched and removes charts no flow generates. */
export function writeFlowDocs(files: Map<string, string>, dir: string): FlowDocsWrite {
  const check = checkFlowDocs(files, dir);
  mkdirSync(dir, { recursive: true });
  const written = [...check.missing, ...check.differ].sort();
  for (const name of written) writeFileSync(join(dir, name), files.get(name) ?? '');
  for (const name of check.extra) rmSync(join(dir, name));
  const unchanged = [...files.keys()].filter((name) => !written.includes(name));
  return { written, unchanged, removed: check.extra };
}
