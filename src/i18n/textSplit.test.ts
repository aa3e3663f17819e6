import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { catalogueParts } from './en';
import { areasEn } from './enAreas';
import { siteEn } from './enSite';

// The entry carries the site's texts (enSite.ts); a page that shows an area's texts must bring that
// area's (import src/i18n/texts/<area>.ts), or the player would read a key. This walks the import graph
// of the sources the way the bundler does and finds every text key written in them.

const root = resolve(__dirname, '../..');
const pagesDir = join(root, 'src/shell/routes/pages');
const textsDir = join(root, 'src/i18n/texts');
const allAreaTexts = join(root, 'src/i18n/areaTexts.ts');
const areaKeys = new Set(Object.keys(areasEn).filter((key) => !(key in siteEn)));
/** The area file (src/i18n/en/<area>.ts) each area key is written in. */
const areaOfKey = new Map(Object.entries(catalogueParts).flatMap(([part, texts]) => Object.keys(texts).filter((key) => areaKeys.has(key)).map((key) => [key, part.replace(/En$/, '')] as const)));
const textsModule = (area: string) => join(textsDir, `${area}.ts`);

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

type Imports = { static: string[]; dynamic: string[] };
const importsCache = new Map<string, Imports>();

function importsOf(file: string): Imports {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  const collect = (pattern: RegExp) => [...source.matchAll(pattern)].flatMap((match) => resolveImport(file, match[1] ?? '') ?? []);
  const imports = {
    // `import type` brings nothing at run time; `import { type X, y }` does.
    static: collect(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    dynamic: collect(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  };
  importsCache.set(file, imports);
  return imports;
}

/** Every source file reachable from `start` through static imports, or through dynamic ones too. */
function closure(start: string, withDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const next of withDynamic ? [...statics, ...dynamic] : statics) visit(next);
  };
  visit(start);
  return seen;
}

/** The area keys a file names: written whole, or as the start of a key built from a template. */
function areaKeysIn(file: string): string[] {
  // The catalogues themselves (the Bangla one is fetched whole, when chosen) name every key.
  if (file.startsWith(join(root, 'src/i18n/'))) return [];
  const source = readFileSync(file, 'utf8');
  const whole = [...source.matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)].map((match) => match[1] ?? '').filter((key) => areaKeys.has(key));
  const built = [...source.matchAll(/`([a-zA-Z]+\.[\w.]*)\$\{/g)]
    .map((match) => match[1] ?? '')
    .filter((prefix) => [...areaKeys].some((key) => key.startsWith(prefix)) && !Object.keys(siteEn).some((key) => key.startsWith(prefix)));
  return [...whole, ...built];
}

const main = join(root, 'src/shell/main.tsx');
/** The entry and each module the site loads on its way (every page, lazy menus, dialogs): what arrives in one go. */
const loadRoots = [main, ...new Set([...closure(main, true)].flatMap((file) => importsOf(file).dynamic))];

/** The areas whose texts the modules in `files` name: a key written whole, or every key a template's start fits. */
function areasNamedIn(files: Iterable<string>): Set<string> {
  const areas = new Set<string>();
  for (const file of files) {
    for (const named of areaKeysIn(file)) {
      for (const [key, area] of areaOfKey) if (key === named || (!areaKeys.has(named) && key.startsWith(named))) areas.add(area);
    }
  }
  return areas;
}

describe('the English texts split between the entry and the pages', () => {
  it('the entry carries only the site texts', () => {
    const entry = closure(main, false);
    expect([...entry].flatMap(areaKeysIn)).toEqual([]);
    expect([...entry].filter((file) => file.startsWith(textsDir) || file === allAreaTexts)).toEqual([]);
  });

  it('each lazily loaded page or part brings the texts of every area it shows, and only those', () => {
    expect(loadRoots.filter((file) => file.startsWith(pagesDir)).length).toBe(readdirSync(pagesDir).length);
    const wrong = loadRoots.flatMap((file) => {
      const loaded = closure(file, false);
      const named = [...areasNamedIn(loaded)].sort();
      const brought = [...loaded].filter((module) => module.startsWith(textsDir)).map((module) => relative(textsDir, module).replace(/\.ts$/, '')).sort();
      return named.join() === brought.join() ? [] : [{ root: relative(root, file), named, brought }];
    });
    expect(wrong).toEqual([]);
  });

  it('every area has its texts module, and no page brings every area at once (areaTexts.ts is for tests)', () => {
    expect([...new Set(areaOfKey.values())].filter((area) => !existsSync(textsModule(area)))).toEqual([]);
    expect(loadRoots.filter((file) => closure(file, false).has(allAreaTexts)).map((file) => relative(root, file))).toEqual([]);
  });

  it('finds the area keys a page names, and none on the home page', () => {
    const named = (page: string) => [...closure(join(pagesDir, page), false)].flatMap(areaKeysIn);
    expect(named('deposit.tsx')).toContain('deposit.title');
    expect(named('home.tsx')).toEqual([]);
    expect([...areasNamedIn(closure(join(pagesDir, 'odds-view.tsx'), false))].sort()).toEqual(['exchange', 'exchangeAccount', 'oddsView']);
  });
});
