import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text formats. Pagefind's .pf_* files are already gzipped. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet's headers cost. */
const MIN_BYTES = 1024;
/** Files compressed at once: enough to keep zlib's thread pool busy, few enough open files. */
const CONCURRENCY = 16;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside the file, each only when it is smaller. */
export async function precompressFile(path: string): Promise<number> {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        // Quality 9 is within a few percent of 11 at a fraction of the time (10,000 pages).
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  let written = 0;
  for (const [suffix, compressed] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (compressed.length < body.length) {
      await writeFile(path + suffix, compressed);
      written++;
    }
  }
  return written;
}

/** Precompresses every text file under dir; returns how many compressed copies it wrote. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = filesUnder(dir);
  let written = 0;
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      written += await precompressFile(next.value);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return written;
}

/**
 * Writes brotli and gzip copies of the built site's text files (HTML, CSS, JS, JSON, SVG, XML,
 * Pagefind's entry files) so the site server sends them compressed without compressing per
 * request (scripts/lib/site-server.ts). Listed after the Pagefind integration, whose bundle it
 * compresses too.
 */
export function precompressIntegration(): AstroIntegration {
  return {
    name: 'mn-directory-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const written = await precompressDirectory(fileURLToPath(dir));
        logger.info(
          `Wrote ${String(written)} compressed copies in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      },
    },
  };
}
