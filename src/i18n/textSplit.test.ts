import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { areasEn } from './enAreas';
import { siteEn } from './enSite';

// The entry carries the site's texts (enSite.ts); a page that shows any other area's texts must bring
// them (import areaTexts.ts), or the player would read a key. This walks the import graph of the
// sources the way the bundler does and finds every text key written in them.

const root = resolve(__dirname, '../..');
const pagesDir = join(root, 'src/shell/routes/pages');
const areaTexts = join(root, 'src/i18n/areaTexts.ts');
const areaKeys = new Set(Object.keys(areasEn).filter((key) => !(key in siteEn)));

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

describe('the English texts split between the entry and the pages', () => {
  it('the entry carries only the site texts', () => {
    const entry = closure(main, false);
    expect([...entry].flatMap(areaKeysIn)).toEqual([]);
    expect(entry.has(areaTexts)).toBe(false);
  });

  it('each lazily loaded page or part that shows an area text brings areaTexts.ts with it', () => {
    expect(loadRoots.filter((file) => file.startsWith(pagesDir)).length).toBe(readdirSync(pagesDir).length);
    const missing = loadRoots.filter((file) => {
      const loaded = closure(file, false);
      return [...loaded].some((module) => areaKeysIn(module).length > 0) && !loaded.has(areaTexts);
    });
    expect(missing.map((file) => relative(root, file))).toEqual([]);
  });

  it('finds the area keys a page names, and none on the home page', () => {
    const named = (page: string) => [...closure(join(pagesDir, page), false)].flatMap(areaKeysIn);
    expect(named('deposit.tsx')).toContain('deposit.title');
    expect(named('home.tsx')).toEqual([]);
  });
});
