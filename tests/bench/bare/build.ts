import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The bare Mantine page (main.tsx beside this file), built with the same Vite and React plugin as the site. */
export async function buildBarePage(outDir: string): Promise<void> {
  await build({
    root: join(process.cwd(), 'tests/bench/bare'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}
