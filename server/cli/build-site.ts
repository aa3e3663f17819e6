import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.ts';

const SOURCES = ['src', 'machines', 'index.html', 'public'];

function newestMtime(path: string): number {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Why the site needs building, or undefined if dist/index.html is newer than every source file. */
export function buildReason(rootDir: string, distDir: string): string | undefined {
  const builtAt = newestMtime(join(distDir, 'index.html'));
  if (builtAt === 0) return `${join(distDir, 'index.html')} is missing`;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(rootDir, source))));
  return sourcesAt > builtAt ? 'sources changed since the last build' : undefined;
}

/** Runs `npx vite build` (output shown) then precompresses distDir; throws if the build fails. */
export async function buildSite(rootDir: string, distDir: string): Promise<void> {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: rootDir, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status ?? result.signal})`);
  const count = await precompress(distDir);
  console.log(`Precompressed ${count} files in ${distDir}`);
}
