import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PagefindEntry } from './pagefind-format.ts';

/**
 * Reading a Pagefind bundle as the build wrote it (build side only: the browser reads the same
 * files through pagefind-format.ts).
 */

/** The bundle's entry file, which names each language's index. */
export const PAGEFIND_ENTRY_FILE = 'pagefind-entry.json';

/** A bundle's entry file (see PAGEFIND_ENTRY_FILE). */
export async function readPagefindEntry(bundleDir: string): Promise<PagefindEntry> {
  return JSON.parse(await readFile(join(bundleDir, PAGEFIND_ENTRY_FILE), 'utf8')) as PagefindEntry;
}

/** A Pagefind file of a written bundle, decompressed: gzipped, or (recompressed) stored as it is. */
export async function readBundleFile(path: string): Promise<Uint8Array> {
  const stored = await readFile(path);
  return stored[0] === 0x1f && stored[1] === 0x8b ? gunzipSync(stored) : stored;
}
