import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { CustomRecord } from 'pagefind';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleKey, writeBundle } from './pagefind.ts';

const record = (n: number, content = `Center ${String(n)} in Duluth`): CustomRecord => ({
  url: `/center/center-${String(n)}/`,
  content,
  language: 'en',
  meta: { title: `Center ${String(n)}` },
});

/** Every file under dir (relative path -> bytes). */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path));
  }
  return files;
}

let dir = '';
let folders = { staging: '', cache: '', lockfile: '' };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pagefind-bundle-'));
  folders = {
    staging: join(dir, 'staging'),
    cache: join(dir, 'cache', 'pagefind-bundle'),
    lockfile: join(dir, 'package-lock.json'),
  };
  await writeFile(folders.lockfile, '{"lockfileVersion":3}');
  return () => rm(dir, { recursive: true, force: true });
});

afterAll(async () => {
  await pagefind.close();
});

/** One build's bundle of `records`, checked by `check` (which passes unless given). */
const build = (
  records: CustomRecord[],
  check: (bundleDir: string, records: CustomRecord[]) => Promise<void> = () => Promise.resolve(),
) => writeBundle(() => Promise.resolve(records), folders, check);

describe('writeBundle', () => {
  it('reuses the last bundle, file for file, when the records have not changed', async () => {
    const records = [record(1), record(2), record(3)];
    const check = vi.fn(() => Promise.resolve());

    const first = await build(records, check);
    expect(first).toEqual({ pages: 3, reused: false });
    const made = await filesOf(folders.staging);
    expect([...made.keys()]).toContain('pagefind-entry.json');
    // The release takes the staging folder away; the cached copy stays.
    await rm(folders.staging, { recursive: true });

    const second = await build([...records], check);
    expect(second).toEqual({ pages: 3, reused: true });
    expect(await filesOf(folders.staging)).toEqual(made);
    // A reused bundle is still checked against the records.
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith(folders.staging, records);
    // Linked, not copied: the release's files are the cache's.
    const [staged, cached] = await Promise.all([
      stat(join(folders.staging, 'pagefind-entry.json')),
      stat(join(folders.cache, 'pagefind-entry.json')),
    ]);
    expect(staged.ino).toBe(cached.ino);
  });

  it('indexes again when a record changed, and keeps the new bundle', async () => {
    await build([record(1), record(2)]);
    const before = await filesOf(folders.staging);
    const changed = [record(1), record(2, 'Center 2 in Rochester')];

    const again = await build(changed);
    expect(again.reused).toBe(false);
    expect(await filesOf(folders.staging)).not.toEqual(before);

    const third = await build(changed);
    expect(third.reused).toBe(true);
  });

  it('fails the build when the check fails, reused or not, and keeps no bundle that failed', async () => {
    const records = [record(1)];
    const failing = () => Promise.reject(new Error('page order'));
    await expect(build(records, failing)).rejects.toThrow('page order');
    // Not kept: the next build indexes again, and keeps what passed.
    expect(await build(records)).toEqual({ pages: 1, reused: false });
    await expect(build(records, failing)).rejects.toThrow('page order');
    expect(await build(records)).toEqual({ pages: 1, reused: true });
  });

  it('indexes at every build when what the bundle is made from cannot be read', async () => {
    const records = [record(1)];
    await build(records);
    await rm(folders.lockfile);
    for (let round = 0; round < 2; round++) {
      const made = await build(records);
      expect(made).toEqual({ pages: 1, reused: false });
      expect([...(await filesOf(folders.staging)).keys()]).toContain('pagefind-entry.json');
    }
  });
});

describe('bundleKey', () => {
  it('changes with any record and with the installed packages', async () => {
    const records = [record(1), record(2)];
    const key = await bundleKey(records, folders.lockfile);
    expect(await bundleKey([record(1), record(2)], folders.lockfile)).toBe(key);
    expect(await bundleKey([record(2), record(1)], folders.lockfile)).not.toBe(key);
    expect(await bundleKey([record(1), record(2, 'Center 2')], folders.lockfile)).not.toBe(key);
    await writeFile(folders.lockfile, '{"lockfileVersion":3,"packages":{}}');
    expect(await bundleKey(records, folders.lockfile)).not.toBe(key);
  });
});
