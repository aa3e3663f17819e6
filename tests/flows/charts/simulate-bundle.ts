import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { en } from '../../../src/i18n/en';
import { SIMULATE_TEXT_KEYS, type SimulateTexts } from './offline-simulate';

/**
 * The offline page's Simulate (issue 27 §2) as one script: machines/flows.ts (every machine with its
 * flow file's samples), the /flows simulator and the plain-DOM panel (offline-simulate.ts), bundled
 * with Vite's build API into a minified IIFE that the page inlines (nothing fetched: the page works
 * from file://). Built by `npm run flows` only; `--check` never bundles.
 */

const ENTRY = 'virtual:offline-simulate';
const RESOLVED = `\0${ENTRY}`;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const file = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));

/** The panel's English texts, from the site's catalogue: only the keys the panel shows go into the page. */
export function simulateTexts(): SimulateTexts {
  return Object.fromEntries(SIMULATE_TEXT_KEYS.map((key) => [key, en[key]])) as SimulateTexts;
}

/** The script, safe to inline in a `<script>` element. */
export async function bundleSimulator(): Promise<string> {
  const entry = [
    `import { flows } from ${file('../../../machines/flows.ts')};`,
    `import { mountSimulators } from ${file('./offline-simulate.ts')};`,
    `mountSimulators(flows, ${JSON.stringify(simulateTexts())});`,
  ].join('\n');
  const result = await build({
    configFile: false,
    envDir: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [{ name: 'offline-simulate-entry', resolveId: (id) => (id === ENTRY ? RESOLVED : null), load: (id) => (id === RESOLVED ? entry : null) }],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'offlineSimulate', fileName: () => 'simulate.js' },
      // Vite resolves `lib.entry` as a file under the root; the virtual entry goes to Rolldown as it is.
      rolldownOptions: { input: ENTRY },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`simulate bundle: expected one script, got ${chunks.length}`);
  // `</script` inside a string would end the inline element early; `<\/script` is the same string.
  return chunks[0].code.replace(/<\/script/gi, '<\\/script');
}
