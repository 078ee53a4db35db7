import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recompressPagefindBundle } from '../../integrations/pagefind.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { languageIndex, readPageRanks, PAGEFIND_SIGNATURE } from './pagefind-meta.ts';
import { pagefindRecord } from './search-index.ts';
import { SEARCH_SORT } from './search-record.ts';

// A real index, as the build writes it: the metadata layout is Pagefind's, not ours.
describe("the ranks read from Pagefind's metadata", () => {
  const names = ['Aspen Therapy', 'Birch Speech', 'Cedar Autism Center', 'Dogwood ABA'];
  // Added out of directory order, so the page numbers are not the ranks.
  const added = [2, 0, 3, 1];
  let dir = '';
  let meta = new Uint8Array();
  const fragmentUrl = async (hash: string) => {
    const bytes = gunzipSync(await readFile(join(dir, 'fragment', `${hash}.pf_fragment`)));
    const fragment = JSON.parse(bytes.subarray(PAGEFIND_SIGNATURE.length).toString()) as {
      url: string;
    };
    return fragment.url;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagefind-meta-'));
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error('Pagefind did not start');
    for (const rank of added) {
      const center = directoryCenterFixture({ number: rank + 1, company_name: names[rank] });
      await index.addCustomRecord(pagefindRecord(center, rank));
    }
    await index.writeFiles({ outputPath: dir });
    await pagefind.close();
    await recompressPagefindBundle(dir);
    const file = (await readdir(dir)).find((name) => name.endsWith('.pf_meta'));
    if (!file) throw new Error('no metadata written');
    meta = new Uint8Array(await readFile(join(dir, file)));
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names each rank by the page hash of its center', async () => {
    const { hashes, rankOf } = readPageRanks(meta, SEARCH_SORT);
    expect(hashes).toHaveLength(names.length);
    const urls = await Promise.all(hashes.map(fragmentUrl));
    expect(urls).toEqual([
      '/center/aspen-therapy-1/',
      '/center/birch-speech-2/',
      '/center/cedar-autism-center-3/',
      '/center/dogwood-aba-4/',
    ]);
    hashes.forEach((hash, rank) => {
      expect(rankOf.get(hash)).toBe(rank);
    });
  });

  it('refuses metadata without the sort key', () => {
    expect(() => readPageRanks(meta, 'elsewhere')).toThrow(
      'The search index did not load correctly.',
    );
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
