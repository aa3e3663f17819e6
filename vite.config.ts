import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { Plugin, Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { componentCommands } from './tests/components/commands.ts';
import SlowestFirstSequencer from './tests/tools/vitest-sequencer.ts';
import { testChromiumLaunch } from './tests/tools/chromium.ts';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';

type BuiltChunk = Rollup.OutputChunk;

/** A built chunk and every chunk it imports statically, by file name. */
function staticClosure(byFile: Map<string, BuiltChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName) || !byFile.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) staticClosure(byFile, imported, into);
  return into;
}

function builtChunks(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) staticClosure(byFile, chunk.fileName, entryFiles);
  return { chunks, byFile, entryFiles };
}

/**
 * Writes dist/route-preloads.json: for a URL path ('*' = every page), the chunks (and their CSS)
 * the page will import at once, so the server can preload them in the page's <head> instead of
 * the browser finding them one round trip after another. Chunks the entry already preloads are left out.
 * It runs in writeBundle, when the bundle is final: Vite deletes CSS-only JS chunks in its own
 * generateBundle, and a preload of one of those is a 404 on every page.
 */
function routePreloads(sourcesByPath: Record<string, string[]>): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const { chunks, byFile, entryFiles } = builtChunks(bundle);
      const result: Record<string, string[]> = {};
      for (const [urlPath, sources] of Object.entries(sourcesByPath)) {
        const files = new Set<string>();
        for (const source of sources) {
          // A module merged into a group chunk (build.rolldownOptions below) has no chunk of its own.
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(source)) ?? chunks.find((candidate) => candidate.moduleIds.includes(resolve(source)));
          if (!chunk) throw new Error(`route-preloads: no chunk is built from ${source}`);
          staticClosure(byFile, chunk.fileName, files);
        }
        const needed = [...files].filter((file) => !entryFiles.has(file));
        const css = needed.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        result[urlPath] = [...needed, ...css];
      }
      writeFileSync(join(options.dir ?? 'dist', 'route-preloads.json'), JSON.stringify(result, null, 2));
    },
  };
}

/**
 * A package module the browser build replaces with `source(file)` (the file's path, without a query); the dev server,
 * the component tests and the server's renderer keep the package as published.
 */
function replacedInBuild(name: string, modulePath: RegExp, source: (file: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? '';
      return modulePath.test(file) ? source(file) : null;
    },
  };
}

/**
 * Mantine's useId (@mantine/hooks) swaps React's id for a random one in a layout effect after mount, so every
 * component with an id (the app shell, its header and footer, every input) renders again at once, synchronously.
 * In the take-over of a server-drawn page that synchronous render also hydrated the route's lazy boundary inside
 * it, in one long task (docs/bench.md, stop 42). React's own useId is the same on the server and in the browser
 * and unique in the page, so the browser build keeps it: the id Mantine would have rendered first, never swapped.
 * The server's renderer runs Mantine as published, whose first render is this same id.
 */
function stableMantineIds(): Plugin {
  return replacedInBuild('stable-mantine-ids', /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/, () =>
    [
      "import { useId as useReactId } from 'react';",
      'export function useId(staticId) {',
      '  const reactId = useReactId();',
      "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
      '}',
    ].join('\n'),
  );
}

/**
 * Embla's React hook (under Mantine's Carousel) takes its viewport through a ref callback that sets state. React
 * runs ref callbacks in the commit, where that update is synchronous: in the take-over of a server-drawn home it
 * re-rendered the three carousels and created Embla for each (about 20 ms of layout reads and set-up) inside the
 * take-over's own task (docs/bench.md, stop 43). The browser build sets the viewport in a transition instead, so
 * Embla starts in a render of its own a moment later; nothing else in the hook changes. The server renders no refs.
 */
function emblaViewportInTransition(): Plugin {
  const replacements: [string, string][] = [
    ["import { useRef, useState, useCallback, useEffect } from 'react';", "import { useRef, useState, useCallback, useEffect, startTransition } from 'react';"],
    ['  return [setViewport, emblaApi];', '  const setViewportLater = useCallback((node) => startTransition(() => setViewport(node)), []);\n  return [setViewportLater, emblaApi];'],
  ];
  return replacedInBuild('embla-viewport-in-transition', /[\\/]embla-carousel-react[\\/]esm[\\/]embla-carousel-react\.esm\.js$/, (file) => {
    let source = readFileSync(file, 'utf8');
    for (const [from, to] of replacements) {
      // A new version of the hook that no longer reads like this must be looked at again, not patched blindly.
      if (!source.includes(from)) throw new Error(`embla-viewport-in-transition: ${file} no longer contains "${from}"`);
      source = source.replace(from, to);
    }
    return source;
  });
}

/**
 * The site's stylesheet stops blocking the first paint: the build turns its <link rel="stylesheet">
 * into a preload marked data-site-styles, and src/shell/siteStyles.ts applies it and waits for it
 * before React's first render. Until then the splash written in index.html (styled inline) shows,
 * painted as soon as the HTML arrives instead of after the stylesheet. The CSP forbids inline
 * scripts, so the usual onload attribute trick is not open to us.
 */
function nonBlockingStyles(): Plugin {
  return {
    name: 'non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
        if (links.length !== 1) throw new Error(`non-blocking-styles: expected one entry stylesheet, found ${links.length}`);
        return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/, '<link rel="preload" as="style" crossorigin href="$1" data-site-styles>');
      },
    },
  };
}

/**
 * Writes dist/sw.js from src/serviceWorker/worker.js (issue 26 §4): its version is a hash of the built
 * files' names (a new build is a new worker, which drops the old files), and it keeps the files of
 * the first screen (the entry's and the home page's, JS and CSS) from its install on, so a repeat
 * visit needs no network for them.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // After route-preloads has written the home page's files (writeBundle hooks otherwise run side by side).
    writeBundle: {
      sequential: true,
      order: 'post',
      handler(options, bundle) {
        const dir = options.dir ?? 'dist';
        const { byFile, entryFiles } = builtChunks(bundle);
        const entryCss = [...entryFiles].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const preloads = JSON.parse(readFileSync(join(dir, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
        const firstScreen = new Set([...entryFiles, ...entryCss, ...(preloads['*'] ?? []), ...(preloads['/'] ?? [])]);
        const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
        const worker = readFileSync('src/serviceWorker/worker.js', 'utf8')
          .replace("'__BUILD_VERSION__'", JSON.stringify(version))
          .replace('__FIRST_SCREEN_FILES__', JSON.stringify([...firstScreen].map((file) => `/${file}`).sort()));
        writeFileSync(join(dir, 'sw.js'), worker);
      },
    },
  };
}

/** Each route of src/shell/routes/routeTable.ts without parameters → the source of its page chunk. */
function routePageSources(): Record<string, string[]> {
  const table = readFileSync('src/shell/routes/routeTable.ts', 'utf8');
  const pages: Record<string, string[]> = {};
  for (const match of table.matchAll(/path: '([^']+)'[^\n]*?import\('\.\/pages\/([\w-]+)'\)/g)) {
    const [, path, page] = match;
    if (path && page && !path.includes(':')) pages[path] = [`src/shell/routes/pages/${page}.tsx`];
  }
  return pages;
}

/** Mantine's files of the given components (their modules and their CSS). */
function mantineParts(components: string[], styles: string[], extra: string[] = []): RegExp {
  const sep = '[\\\\/]';
  const alternatives = [
    `core${sep}esm${sep}components${sep}(${components.join('|')})${sep}`,
    `core${sep}styles${sep}(${styles.join('|')})\\.css`,
    ...extra,
  ];
  return new RegExp(`node_modules${sep}@mantine${sep}(${alternatives.join('|')})`);
}

/** Mantine modules all three first screens (home, games, login) use beyond the entry: one chunk. */
const firstScreenUi = mantineParts(
  ['Badge', 'SimpleGrid', 'Affix', 'Portal', 'VisuallyHidden', 'Accordion[\\\\/]AccordionChevron', 'Alert', 'CloseButton', 'LoadingOverlay', 'Progress', 'Marquee'],
  ['Badge', 'SimpleGrid', 'Affix', 'VisuallyHidden', 'Alert', 'CloseButton', 'LoadingOverlay', 'Progress', 'Marquee'],
  [
    'core[\\\\/]esm[\\\\/]core[\\\\/](styles-api[\\\\/]use-resolved-styles-api|utils[\\\\/](get-env|primitive|get-base-value)|MantineProvider[\\\\/]color-functions[\\\\/]get-auto-contrast-value)[\\\\/]',
    'hooks[\\\\/]esm[\\\\/](utils[\\\\/](clamp|shallow-equal|use-callback-ref)|use-(uncontrolled|resize-observer|shallow-effect|timeout|mutation-observer|mounted))[\\\\/]',
  ],
);

/**
 * The inputs the games and login screens share (search, filters, the login form), apart from the ui chunk:
 * the home page has no input, and they were about a third of what it loaded beyond the entry.
 */
const firstScreenInputs = mantineParts(
  ['SegmentedControl', 'FloatingIndicator', 'ScrollArea[\\\\/]utils', 'TextInput', 'Input', 'InputBase', 'Checkbox', 'PasswordInput', 'Card'],
  ['SegmentedControl', 'Input', 'Checkbox', 'InlineInput', 'PasswordInput', 'Card'],
  ['core[\\\\/]esm[\\\\/]utils[\\\\/](InlineInput|InputsGroupFieldset)[\\\\/]'],
);

/** Site test files that mock modules, stub globals or fake timers: these keep vitest's per-file isolation. */
const siteTestsNeedingIsolation = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file))
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/.test(readFileSync(file, 'utf8')));

/** Every package the site, its CSS and the component tests import in the browser (vitest project "browser"). */
const browserTestDependencies = [
  'react', 'react/jsx-dev-runtime', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@mantine/core', '@mantine/hooks', '@mantine/carousel', '@mantine/dropzone',
  '@xstate/react', 'xstate', 'xstate/graph', 'wouter', 'wouter/use-browser-location', 'wouter/memory-location', 'zod/mini', 'ofetch', 'dayjs', 'dayjs/plugin/utc.js', 'dayjs/plugin/timezone.js',
  'dayjs/locale/bn', 'embla-carousel', 'embla-carousel-react', 'qrcode.react', 'dompurify', '@tanstack/react-virtual', 'axe-core', 'vitest-browser-react',
];

// The API server used by `npm run dev` (server/cli/dev.ts starts it on this port).
const devApiPort = Number(process.env.DEV_API_PORT ?? 8081);

/** Where the server's renderer of first screens is built (`vite build --ssr`, issue 26 §1); the server never serves dot folders. */
export const SERVER_RENDER_DIR = '.server';

/** The SSR build: the renderer alone, for Node, beside the site in dist/; the site's own plugins are for the browser build. */
const serverRenderBuild = {
  plugins: [react()],
  build: { outDir: `dist/${SERVER_RENDER_DIR}`, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? serverRenderBuild : {
  plugins: [
    react(),
    stableMantineIds(),
    emblaViewportInTransition(),
    nonBlockingStyles(),
    serviceWorker(),
    routePreloads({
      // Each page's own chunk.
      ...routePageSources(),
      // Every page starts with the API client and the site calls (page loading, session).
      '*': ['src/edge/api.ts', 'src/api/site.ts'],
      // The home page: its route chunk, the main banner (the largest thing on the first screen) and its content calls.
      '/': ['src/shell/routes/pages/home.tsx', 'src/features/home/MainBannerCarousel.tsx', 'src/api/content.ts'],
    }),
  ],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  // The dependency pre-bundle, listed so that it is built once at the start: found module by module,
  // each new one re-bundles and reloads the page (under a running component test in the browser project).
  optimizeDeps: { include: browserTestDependencies },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${devApiPort}`, changeOrigin: false },
      '/exchange-data': { target: `http://localhost:${devApiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The bench reads it to map each route to its chunk.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first render needs, in one request instead of a dozen small ones.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // The rest is merged the same way for the first screens, because a phone on a slow network
            // pays a round trip per file (six at a time over HTTP/1.1): the server preloads these with
            // the page, and two dozen small chunks took longer than a few larger ones (issue 6).
            // What every page starts with: the API client, its schemas, the site and content calls (the
            // site layout's content actor), and the games calls of the home category bar and the games page.
            { name: 'boot', test: /src[\\/]edge[\\/]api\.ts$|src[\\/]api[\\/](client|bootData|site|errors|content|games)\.ts$|node_modules[\\/](destr|ufo|ofetch|zod)[\\/]/, priority: 2 },
            // Each of the pages most visited first: home, games, login.
            { name: 'home-page', test: /src[\\/](features[\\/]home[\\/]|shell[\\/]routes[\\/]pages[\\/]home\.tsx$)|node_modules[\\/](@mantine[\\/]carousel|embla-carousel)/, priority: 1 },
            { name: 'games-page', test: /src[\\/](features[\\/]games[\\/]|shell[\\/]routes[\\/]pages[\\/]games\.tsx$|edge[\\/]games\.ts$)|machines[\\/]games\.ts$|node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // The captcha view and actor too: the login form shows them when the server asks for one (the sign-up shares them).
            { name: 'login-page', test: /src[\\/](features[\\/](login|captcha)[\\/]|shell[\\/]routes[\\/]pages[\\/]login\.tsx$|edge[\\/](login|captcha)\.ts$|api[\\/]login\.ts$)|machines[\\/]login\.ts$/, priority: 1 },
            // The Mantine parts those pages share (grids, alerts, overlays), in one file; their inputs in another.
            { name: 'ui', test: firstScreenUi, priority: 2 },
            { name: 'inputs', test: firstScreenInputs, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // The slowest files first (tests/tools/vitest-sequencer.ts): on a clean clone vitest has no durations to go by.
    sequence: { sequencer: SlowestFirstSequencer },
    // One worker per core. Vitest's own default keeps a core for its main process, which idles
    // while the tests run: on a 2-core CI machine that ran every test file one after another.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // View and edge tests share one jsdom per worker: setting up jsdom took 1.2 s per file, 90 s in all,
          // against 5 s of tests. The set-up file gives each file a clean page, storage and English.
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: siteTestsNeedingIsolation,
          environment: 'jsdom',
          setupFiles: ['tests/setup/jsdom.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that mock modules or stub globals get a module graph of their own: a mock must neither
          // miss a module another file loaded first nor leak into the next file.
          name: 'site-isolated',
          include: siteTestsNeedingIsolation.length > 0 ? siteTestsNeedingIsolation : ['no-such-file'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        // The model replay (tests/flows/replay.ts) picks the paths a browser drives; node:util is Node's.
        resolve: { alias: { 'node:util': resolve('tests/components/nodeUtil.ts') } },
        test: {
          // Views in a real browser without the server (tests/components/README.md): the real edge, machines
          // and views, the API answered by a fake at the fetch level. One chromium, one page per file.
          name: 'browser',
          include: ['tests/components/**/*.browser.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          // As long as Playwright's expect and test wait (tests/playwright.config.ts).
          expect: { poll: { timeout: 7_000 } },
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: testChromiumLaunch,
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1366, height: 768 },
            commands: componentCommands,
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: { name: 'machines', include: ['machines/**/*.test.ts', 'tests/flows/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // The server's files share their modules within a worker, as the site's do: importing the app
          // (Hono, drizzle, every route) again for each of the ~100 files was a third of their time. No
          // server test mocks a module; the server's module-level state is caches of pure computations.
          isolate: false,
          // One migrated PGlite dump and one PostgreSQL cluster with a template database per run.
          globalSetup: ['server/testing/global-setup.ts'],
          // One fixed seed for the property and fuzz tests (`npm run fuzz` looks for new inputs).
          setupFiles: ['server/testing/property-seed.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
