import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { CustomRecord } from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactPageIds, recompressPagefindBundle } from '../../integrations/pagefind.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { decodeCbor, encodeCbor, PAGEFIND_SIGNATURE } from '../../lib/pagefind-format.ts';
import { languageIndex, readPageRanks } from './pagefind-meta.ts';
import { readBundleFile, readPagefindEntry } from '../../lib/pagefind-bundle.ts';
import { checkPageOrder, fragmentUrl, pagefindRecord } from './search-index.ts';

// A real index, as the build writes it: the metadata layout is Pagefind's, not ours.
const names = ['Aspen Therapy', 'Birch Speech', 'Cedar Autism Center', 'Dogwood ABA'];
const urls = [
  '/center/aspen-therapy-1/',
  '/center/birch-speech-2/',
  '/center/cedar-autism-center-3/',
  '/center/dogwood-aba-4/',
];
const records = names.map((name, rank) =>
  pagefindRecord(directoryCenterFixture({ number: rank + 1, company_name: name })),
);

/**
 * Indexes `records` in the order given into a new folder, stored as the build stores it (or,
 * with `stored` false, as Pagefind writes it).
 */
async function writtenIndex(given: readonly CustomRecord[], stored = true): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pagefind-meta-'));
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind did not start');
  for (const record of given) await index.addCustomRecord(record);
  await index.writeFiles({ outputPath: dir });
  if (stored) {
    await compactPageIds(dir);
    await recompressPagefindBundle(dir);
  }
  return dir;
}

/** The one metadata file of a bundle folder, decompressed. */
async function metadata(dir: string): Promise<Uint8Array> {
  const file = (await readdir(dir)).find((name) => name.endsWith('.pf_meta'));
  if (!file) throw new Error('no metadata written');
  return readBundleFile(join(dir, file));
}

describe("the ranks read from Pagefind's metadata", () => {
  let dir = '';
  let meta: Uint8Array = new Uint8Array();
  beforeAll(async () => {
    dir = await writtenIndex(records);
    meta = await metadata(dir);
  }, 60_000);

  afterAll(async () => {
    await pagefind.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('names each rank by the page id of its center, pages numbered as they were added', async () => {
    const { hashes, rankOf } = readPageRanks(meta);
    expect(hashes).toEqual(['en_0', 'en_1', 'en_2', 'en_3']);
    expect(await Promise.all(hashes.map((hash) => fragmentUrl(dir, hash)))).toEqual(urls);
    hashes.forEach((hash, rank) => {
      expect(rankOf.get(hash)).toBe(rank);
    });
  });

  it('passes the build check of the numbering', async () => {
    await expect(checkPageOrder(dir, records)).resolves.toBeUndefined();
  });

  it('fails the build check when pages are not numbered in the order of the records', async () => {
    const swapped = [records[1], records[0], ...records.slice(2)].filter((r) => r !== undefined);
    await expect(checkPageOrder(dir, swapped)).rejects.toThrow(
      /Pagefind did not number the en pages in the order they were added/,
    );
    await expect(checkPageOrder(dir, records.slice(1))).rejects.toThrow(/4 pages for 3 records/);
    const more = [...records, ...records.slice(0, 1)];
    await expect(checkPageOrder(dir, more)).rejects.toThrow(/4 pages for 5 records/);
  });

  it("reads and writes Pagefind's own metadata byte for byte", async () => {
    const unstored = await writtenIndex(records, false);
    try {
      const original = (await metadata(unstored)).subarray(PAGEFIND_SIGNATURE.length);
      expect(encodeCbor(decodeCbor(original))).toEqual(new Uint8Array(original));
    } finally {
      await rm(unstored, { recursive: true, force: true });
    }
  });

  it('leaves no fragment under its old name, and the entry names the new metadata', async () => {
    const fragments = await readdir(join(dir, 'fragment'));
    expect(fragments.filter((name) => name.endsWith('.pf_fragment')).sort()).toEqual(
      ['en_0', 'en_1', 'en_2', 'en_3'].map((id) => `${id}.pf_fragment`),
    );
    const entry = await readPagefindEntry(dir);
    const metaFiles = (await readdir(dir)).filter((name) => name.endsWith('.pf_meta'));
    expect(metaFiles).toEqual([`pagefind.${entry.languages['en']?.hash ?? 'missing'}.pf_meta`]);
  });

  it('refuses metadata without a page list', () => {
    // Pagefind's signature, then an empty CBOR list.
    const empty = new Uint8Array([...new TextEncoder().encode(PAGEFIND_SIGNATURE), 0x80]);
    expect(() => readPageRanks(empty)).toThrow('The search index did not load correctly.');
  });
});

describe("a page's language index", () => {
  const languages = {
    en: { hash: 'en1', page_count: 10 },
    es: { hash: 'es1', page_count: 10 },
    hmn: { hash: 'hmn1', page_count: 10 },
  };
  it('is chosen from <html lang> as Pagefind chooses it', () => {
    expect(languageIndex(languages, 'es')?.hash).toBe('es1');
    expect(languageIndex(languages, 'hmn')?.hash).toBe('hmn1');
    expect(languageIndex(languages, 'es-US')?.hash).toBe('es1');
    expect(languageIndex(languages, 'EN')?.hash).toBe('en1');
    expect(languageIndex({ ...languages, en: { hash: 'en1', page_count: 11 } }, 'fr')?.hash).toBe(
      'en1',
    );
  });
});
