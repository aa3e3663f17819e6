import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A feature area's barrel (features/<area>/index.ts) imported by two pages puts every module it names into the
// chunk both pages load: the turnover record loaded the transaction record's screen, the chat list the
// conversation, the odds view every exchange screen (docs/bench.md, stop 48). Pages import the modules instead.

const pagesDir = resolve(__dirname, 'pages');
const barrelOf = (source: string) => [...source.matchAll(/from '(?:\.\.\/)+features\/([\w-]+)'/g)].map((match) => match[1] ?? '');

describe('route pages and the feature areas', () => {
  it('no area barrel is imported by more than one page', () => {
    const importers = new Map<string, string[]>();
    for (const page of readdirSync(pagesDir)) {
      for (const area of barrelOf(readFileSync(join(pagesDir, page), 'utf8'))) importers.set(area, [...(importers.get(area) ?? []), page]);
    }
    expect([...importers].filter(([, pages]) => pages.length > 1)).toEqual([]);
  });

  it('reads a barrel import, and not an import of one module', () => {
    expect(barrelOf("import { ConversationScreen } from '../../../features/chat';")).toEqual(['chat']);
    expect(barrelOf("import { ConversationScreen } from '../../../features/chat/ConversationScreen';")).toEqual([]);
  });
});
