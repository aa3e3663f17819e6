import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The running server tells `npm run ops` how to reach it: a random token and its loopback URL, in dataDir.
export const OPS_TOKEN_FILE = 'ops-token';
export const OPS_URL_FILE = 'ops-url';

export function newOpsToken(): string {
  return randomBytes(32).toString('base64url');
}

function writePrivate(path: string, content: string): void {
  writeFileSync(path, `${content}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // the mode above applies only when the file is created
}

/** Writes `<dataDir>/ops-token` and `<dataDir>/ops-url` (mode 0600); returns a remover for shutdown. */
export function publishOps(dataDir: string, token: string, url: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const tokenPath = join(dataDir, OPS_TOKEN_FILE);
  const urlPath = join(dataDir, OPS_URL_FILE);
  writePrivate(tokenPath, token);
  writePrivate(urlPath, url);
  return () => {
    // Only our own files: a newer server on the same dataDir may have replaced them.
    if (readOps(dataDir)?.token !== token) return;
    rmSync(tokenPath, { force: true });
    rmSync(urlPath, { force: true });
  };
}

export function readOps(dataDir: string): { token: string; url: string } | undefined {
  try {
    const token = readFileSync(join(dataDir, OPS_TOKEN_FILE), 'utf8').trim();
    const url = readFileSync(join(dataDir, OPS_URL_FILE), 'utf8').trim();
    return token && url ? { token, url } : undefined;
  } catch {
    return undefined;
  }
}
