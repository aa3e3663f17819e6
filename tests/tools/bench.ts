/**
 * `npm run bench`: performance figures of the product. Starts with bundle sizes: the entry
 * chunk, the CSS and each route's own chunk, gzip-compressed as they go over the wire.
 * Then page figures (tests/bench/pages.ts), the odds view (tests/bench/oddsView.ts), API load (server/bench/players.ts) and the exchange
 * data fan-out (server/bench/exchange.ts). `npm run bench -- load` runs only the load model of real players
 * (server/bench/load.ts); `npm run bench -- first-screen` only the server-drawn first screens (tests/bench/firstScreen.ts);
 * `npm run bench -- tasks` the long tasks of a page's load (tests/bench/tasks.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execSync, spawnSync } from 'node:child_process';
import { buildBarePage } from '../bench/bare/build';

// `npm run bench -- load [--step S] [--warmup S] [--max-players N] [--pglite-only] [--soak S] [--soak-players N]`
// runs only the load model of real players (issue 25 §2–3, server/bench/load.ts).
if (process.argv[2] === 'load') {
  const load = spawnSync('node', ['--import', 'tsx', 'server/bench/load.ts', ...process.argv.slice(3)], { stdio: 'inherit' });
  process.exit(load.status ?? 1);
}

// `npm run bench -- first-screen [--runs N]`: the server-drawn first screens against the same pages drawn by
// the script, Lighthouse with simulated and with real (DevTools) throttling (issue 26 §1, tests/bench/firstScreen.ts).
if (process.argv[2] === 'first-screen') {
  const firstScreen = spawnSync('node', ['--import', 'tsx', 'tests/bench/firstScreen.ts', ...process.argv.slice(3)], { stdio: 'inherit' });
  process.exit(firstScreen.status ?? 1);
}

// `npm run bench -- tasks [--page PATH]… [--runs N] [--repeat]`: the long tasks of a page's Lighthouse load and what
// each one did (issue 26 §2, tests/bench/tasks.ts).
if (process.argv[2] === 'tasks') {
  const tasks = spawnSync('node', ['--import', 'tsx', 'tests/bench/tasks.ts', ...process.argv.slice(3)], { stdio: 'inherit' });
  process.exit(tasks.status ?? 1);
}

// `--dist DIR` measures another build than dist/ (`npx vite build --outDir DIR`); the page figures use it too.
const distArg = process.argv.indexOf('--dist');
const distOption = distArg > 0 ? process.argv[distArg + 1] : undefined;
const distDir = join(process.cwd(), distOption ?? 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const budgets = { entryJsGzipKb: 90, homeFirstScreenJsGzipKb: 130, homeCssGzipKb: 20 };

function gzipKb(file: string, dir = distDir): number {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
}

function kb(value: number): string {
  return `${value.toFixed(1)} KB`;
}

if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  console.log('Building the site (vite build)…');
  execSync(`npx vite build --logLevel warn${distOption ? ` --outDir ${distOption}` : ''}`, { stdio: 'inherit' });
  // And the server's renderer of first screens (issue 26 §1), as `npm run build` makes it.
  execSync(`npx vite build --ssr src/shell/serverRender.tsx --logLevel warn --outDir ${distOption ?? 'dist'}/.server`, { stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('No entry chunk in the Vite manifest');

/** JS that every page needs before anything shows: the entry and what it imports statically. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry) ?? '';
const entryFiles = [...staticClosure(entryKey)].map((key) => manifest[key]?.file ?? '');
const entryJs = entryFiles.reduce((sum, file) => sum + gzipKb(file), 0);
const cssFiles = new Set([...staticClosure(entryKey)].flatMap((key) => manifest[key]?.css ?? []));
const entryCss = [...cssFiles].reduce((sum, file) => sum + gzipKb(file), 0);

// The first screen of /: the entry, then what the server preloads with the page (dist/route-preloads.json).
const preloads = JSON.parse(readFileSync(join(distDir, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
const homeFiles = new Set([...entryFiles, ...[...(preloads['*'] ?? []), ...(preloads['/'] ?? [])].filter((file) => file.endsWith('.js'))]);
const homeJs = [...homeFiles].reduce((sum, file) => sum + gzipKb(file), 0);

// The floor of the stack: the bare page (React, Mantine's provider and app shell, a few components), all of its JS.
const bareDir = join(process.cwd(), '.tmp/bench-bare-sizes');
await buildBarePage(bareDir);
const bareFiles = readdirSync(join(bareDir, 'assets')).filter((file) => file.endsWith('.js'));
const bareJs = bareFiles.reduce((sum, file) => sum + gzipKb(join('assets', file), bareDir), 0);

const verdict = (value: number, budget: number) => `budget ${budget} KB  ${value <= budget ? 'OK' : 'OVER'}`;
console.log('\nBundle sizes (gzip -9)');
console.log(`  entry JS (with its static imports): ${kb(entryJs)}  ${verdict(entryJs, budgets.entryJsGzipKb)}`);
console.log(`  first-screen JS of /:               ${kb(homeJs)}  ${verdict(homeJs, budgets.homeFirstScreenJsGzipKb)}`);
console.log(`  the bare Mantine page's JS:         ${kb(bareJs)}  (React, MantineProvider, AppShell: the stack's floor)`);
console.log(`  CSS on the home route:              ${kb(entryCss)}  ${verdict(entryCss, budgets.homeCssGzipKb)}`);

console.log('\nRoute chunks (gzip, own chunk + shared chunks not in the entry)');
// The first screens' pages are merged into one chunk each with their parts (vite.config.ts: home-page, games-page, login-page).
const rows = Object.entries(manifest)
  .filter(([, chunk]) => (chunk.isDynamicEntry && chunk.src?.startsWith('src/shell/routes/pages/')) || (!chunk.isEntry && chunk.name?.endsWith('-page') && chunk.file.endsWith('.js')))
  .map(([key, chunk]) => {
    const own = gzipKb(chunk.file);
    const shared = [...staticClosure(key)].filter((k) => k !== key && !entryFiles.includes(manifest[k]?.file ?? ''));
    const sharedKb = shared.reduce((sum, k) => sum + gzipKb(manifest[k]?.file ?? ''), 0);
    const route = chunk.src?.startsWith('src/shell/routes/pages/') ? chunk.src.replace('src/shell/routes/pages/', '').replace('.tsx', '') : `${chunk.name ?? key} (group)`;
    return { route, own, sharedKb };
  })
  .sort((a, b) => b.own + b.sharedKb - (a.own + a.sharedKb));
for (const row of rows) {
  console.log(`  ${row.route.padEnd(22)} ${kb(row.own).padStart(9)}  + shared ${kb(row.sharedKb).padStart(9)}`);
}

// Page figures: Lighthouse beside a bare Mantine page, the games grid with 2,000+ games.
const pageBench = spawnSync(
  'node',
  ['--import', 'tsx', 'tests/bench/pages.ts', ...process.argv.slice(2).filter((arg) => arg === '--runs' || /^\d+$/.test(arg)), ...(distOption ? ['--dist', distOption] : [])],
  { stdio: 'inherit' },
);
if (pageBench.status !== 0) process.exit(pageBench.status ?? 1);

// The odds view through 2,000 polls (issue 10): commits, requests in flight and while hidden, memory drift.
const oddsBench = spawnSync('node', ['--import', 'tsx', 'tests/bench/oddsView.ts', ...process.argv.slice(2).filter((arg, index, all) => arg === '--polls' || all[index - 1] === '--polls')], { stdio: 'inherit' });
if (oddsBench.status !== 0) process.exit(oddsBench.status ?? 1);

// API load figures (autocannon on loopback), on PGlite and on PostgreSQL when it can be started.
console.log('\nAPI load: balance, user/show, the inbox poll and the exchange summary beside a trivial route (autocannon, loopback)');
/** `--duration S` (or `--duration=S`) passed on to the API load and fan-out benches, with its value. */
const durationAt = process.argv.findIndex((arg) => arg === '--duration' || arg.startsWith('--duration='));
const durationArgs = durationAt < 0 ? [] : process.argv[durationAt]?.includes('=') ? ['--duration', process.argv[durationAt]?.split('=')[1] ?? ''] : ['--duration', process.argv[durationAt + 1] ?? ''];
const apiBench = spawnSync('node', ['--import', 'tsx', 'server/bench/players.ts', ...durationArgs], {
  stdio: 'inherit',
});
if (apiBench.status !== 0) process.exit(apiBench.status ?? 1);

// Exchange data fan-out (issue 9): computations per market per second and poll latency with 1, 10 and 100 viewers.
console.log('');
const exchangeBench = spawnSync('node', ['--import', 'tsx', 'server/bench/exchange.ts', ...durationArgs], { stdio: 'inherit' });
if (exchangeBench.status !== 0) process.exit(exchangeBench.status ?? 1);
