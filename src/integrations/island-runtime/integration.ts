import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ISLAND_RUNTIME, ISLAND_RUNTIME_PATH } from './island-runtime.ts';

/**
 * Pages load Astro's island runtime from a cached file instead of inline (island-runtime.ts):
 * src/middleware.ts rewrites each page as it is rendered (no second pass over the built pages)
 * and the build writes the file. Listed before precompression, which compresses it.
 */
export function islandRuntimeFile(): AstroIntegration {
  return {
    name: 'mn-directory-island-runtime',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = join(fileURLToPath(dir), ISLAND_RUNTIME_PATH);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, ISLAND_RUNTIME);
      },
    },
  };
}
