import { copyFile, link } from 'node:fs/promises';

/**
 * Puts `from`'s file at `to` (which must not exist) as a hard link: no bytes copied. A copy
 * where links cannot be made (another file system). The build's caches and its releases share
 * files this way, so neither ever changes a file in place: a changed file is a new file.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}
