/**
 * Reads Pagefind's metadata file (`pagefind.<hash>.pf_meta`, CBOR) for what its search API does
 * not give: which page a hit is. The metadata lists every page's id (a hit's `id`: Pagefind's
 * content hash, renamed by the build to language and number) by page number, and the pages
 * were added in directory order, so a page's number is its rank (search-record.ts). So a hit's
 * rank is known without loading its fragment and without asking Pagefind to sort, which costs
 * it a scan of every page per result (at 10,000 centers a search for 'therapy' spent most of
 * its time there).
 *
 * The layout read here is Pagefind 1.x's: [version, pages [[hash, words, ...]], word chunks,
 * filter chunks, sorts, ...]. pagefind-meta.test.ts builds a real index and reads it back, and
 * the build checks the numbering (search-index.ts checkPageOrder), so an upgrade that changes
 * either fails the tests and the build, not the directory.
 */

import { afterPagefindSignature, decodeCbor, type Cbor } from '../../lib/pagefind-format.ts';

/** The directory's pages as Pagefind stored them: each rank's page hash, and the reverse. */
export interface PageRanks {
  /** Page id (a hit's id and its fragment's name) of each rank. */
  hashes: string[];
  rankOf: ReadonlyMap<string, number>;
}

const isList = (value: Cbor | undefined): value is Cbor[] => Array.isArray(value);

/**
 * The ranks of the pages in decompressed metadata (with or without Pagefind's signature): a
 * page's number is its rank, as the pages were added in directory order.
 */
export function readPageRanks(meta: Uint8Array): PageRanks {
  const decoded = decodeCbor(afterPagefindSignature(meta));
  const [, pages] = isList(decoded) ? decoded : [];
  if (!isList(pages)) throw new Error('The search index did not load correctly.');
  const hashes = pages.map((entry) => {
    const hash = isList(entry) ? entry[0] : undefined;
    if (typeof hash !== 'string') throw new Error('The search index did not load correctly.');
    return hash;
  });
  return { hashes, rankOf: new Map(hashes.map((hash, rank) => [hash, rank])) };
}

/**
 * The index of a page's language among the bundle's (pagefind-entry.json's `languages`), chosen
 * as Pagefind's own script chooses it from <html lang>: the language, else its primary subtag,
 * else the language with the most pages. So the ranks read here are those of the index Pagefind
 * searches.
 */
export function languageIndex<T extends { page_count?: number | undefined }>(
  languages: Readonly<Record<string, T>>,
  lang: string,
): T | undefined {
  const wanted = (lang || 'unknown').toLowerCase();
  return (
    languages[wanted] ??
    languages[wanted.split('-')[0] ?? ''] ??
    Object.values(languages).sort((a, b) => (b.page_count ?? 0) - (a.page_count ?? 0))[0]
  );
}
