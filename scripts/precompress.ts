// Build step: writes foo.br and foo.gz beside every text file of the web build, so the gateway
// serves compressed files (@fastify/static preCompressed) instead of compressing per request.
// A few lines over node:zlib rather than a plugin: nothing to keep in step with Vite/Rolldown
// releases, and build-time brotli can use the slowest, smallest quality (11).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats the site serves; images such as PNG and fonts such as woff2 are compressed already. */
const compressibleExtension = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;

async function* filesUnder(folder: string, except: string[]): AsyncGenerator<string> {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!except.includes(full)) yield* filesUnder(full, except);
    } else if (entry.isFile()) yield full;
  }
}

/** Compresses one file; a variant that would not be smaller is not written (the original serves). */
async function precompressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        // Quality 11 takes seconds per megabyte; the one file that large (the playground's editor)
        // loses ~3 % at quality 9 and saves most of the build's compression time.
        [zlib.constants.BROTLI_PARAM_QUALITY]: content.length > 512 * 1024 ? 9 : 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length
      ? fs.writeFile(`${file}.br`, br)
      : fs.rm(`${file}.br`, { force: true }),
    gz.length < content.length
      ? fs.writeFile(`${file}.gz`, gz)
      : fs.rm(`${file}.gz`, { force: true }),
  ]);
}

/** Compresses the folder's text files, except those in the `except` folders (full paths). */
export async function precompressFolder(folder: string, except: string[] = []): Promise<number> {
  const files: string[] = [];
  for await (const file of filesUnder(folder, except))
    if (compressibleExtension.test(file)) files.push(file);
  // A few at a time: zlib runs on libuv's thread pool (4 threads), more only queues.
  const parallel = 4;
  for (let index = 0; index < files.length; index += parallel) {
    await Promise.all(files.slice(index, index + parallel).map(precompressFile));
  }
  return files.length;
}

/**
 * The Vite plugin: runs after every other plugin has written its files (the service worker too),
 * on the folder the build wrote to (also when given with --outDir), but its folders `skip` (names in
 * it: files that are never served).
 */
export function precompress(skip: readonly string[] = []) {
  let outDir = '';
  return {
    name: 'zorgevaluatie:precompress',
    apply: 'build' as const,
    enforce: 'post' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post' as const,
      sequential: true,
      async handler() {
        const started = Date.now();
        const skipped = skip.map((folder) => path.join(outDir, folder));
        const count = await precompressFolder(outDir, skipped);
        console.log(`Precompressed ${count} files (.br, .gz) in ${Date.now() - started} ms`);
      },
    },
  };
}
