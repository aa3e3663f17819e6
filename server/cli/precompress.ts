import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Dot folders are not served (dist/.server is the server's renderer): nothing to compress there.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* walk(path);
    }
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside every text file over 1 KB in distDir; returns how many files it compressed. */
export async function precompress(distDir: string): Promise<number> {
  let count = 0;
  for await (const path of walk(resolve(distDir))) {
    if (!TEXT_EXTENSIONS.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size <= MIN_BYTES) continue;
    const raw = await readFile(path);
    // Done once per build, so spend the CPU on maximum compression.
    const br = await brotli(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, await gzipAsync(raw, { level: 9 }));
    count++;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  precompress(dir).then(
    (count) => console.log(`Precompressed ${count} files in ${dir}`),
    (error: unknown) => {
      console.error('Precompress failed:', error);
      process.exit(1);
    },
  );
}
