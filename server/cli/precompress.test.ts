import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'takaplay-precompress-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz beside text files over 1 KB only', async () => {
    mkdirSync(join(dist, 'assets'));
    const big = 'a'.repeat(5000);
    writeFileSync(join(dist, 'assets', 'app.js'), big);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'assets', 'photo.png'), Buffer.alloc(5000));

    expect(await precompress(dist)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'app.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'photo.png.br'))).toBe(false);
  });
});
