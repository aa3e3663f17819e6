import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadConfig } from '../config.ts';

// `npm run dev`: the API (restarted on change by node --watch) plus the Vite dev server, stopped together.
const config = loadConfig();
const env = { ...process.env, DEV_API_PORT: String(config.devApiPort) };

// Run Vite's own script with node (not through npx) so our SIGTERM reaches Vite itself, not just npx.
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/cli/api-dev.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, [viteBin], { stdio: 'inherit', env }),
];

let stopping = false;
function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let remaining = children.filter((child) => child.exitCode === null).length;
  if (remaining === 0) process.exit(exitCode);
  for (const child of children) {
    child.once('exit', () => {
      remaining--;
      if (remaining === 0) process.exit(exitCode);
    });
  }
  setTimeout(() => process.exit(exitCode), 5000).unref();
}

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A dev process exited (code ${code ?? 'signal'}); stopping the others.`);
      stopAll(code ?? 1);
    }
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
