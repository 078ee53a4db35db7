/**
 * Reads Pagefind's metadata file (`pagefind.<hash>.pf_meta`, CBOR) for what its search API does
 * not give: which page a hit is. The metadata lists every page's hash (a hit's `id`) by page
 * number, and the pages were added in directory order, so a page's number is its rank
 * (search-record.ts). So a hit's rank is known without loading its fragment and without asking
 * Pagefind to sort, which costs it a scan of every page per result (at 10,000 centers a search
 * for 'therapy' spent most of its time there).
 *
 * The layout read here is Pagefind 1.x's: [version, pages [[hash, words, ...]], word chunks,
 * filter chunks, sorts, ...]. pagefind-meta.test.ts builds a real index and reads it back, and
 * the build checks the numbering (search-index.ts checkPageOrder), so an upgrade that changes
 * either fails the tests and the build, not the directory.
 */

/** The mark Pagefind puts before a file's content once decompressed. */
export const PAGEFIND_SIGNATURE = 'pagefind_dcd';

type Cbor = number | string | Uint8Array | boolean | null | Cbor[] | { [key: string]: Cbor };

/** A small CBOR decoder: what Pagefind's metadata holds (integers, strings, arrays, maps). */
function decodeCbor(bytes: Uint8Array): Cbor {
  const text = new TextDecoder();
  let at = 0;
  const byte = () => {
    const value = bytes[at++];
    if (value === undefined) throw new Error('The search metadata ended early.');
    return value;
  };
  const uint = (size: number) => {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + byte();
    return value;
  };
  const item = (): Cbor => {
    const head = byte();
    const major = head >> 5;
    const info = head & 31;
    const length =
      info < 24 ? info : info <= 27 ? uint(2 ** (info - 24)) : info === 31 ? -1 : Number.NaN;
    if (Number.isNaN(length)) throw new Error('The search metadata is not readable.');
    switch (major) {
      case 0:
        return length;
      case 1:
        return -1 - length;
      case 2:
      case 3: {
        const slice = bytes.subarray(at, at + length);
        at += length;
        return major === 2 ? slice : text.decode(slice);
      }
      case 4: {
        const list: Cbor[] = [];
        if (length < 0) {
          while (bytes[at] !== 0xff) list.push(item());
          at++;
        } else {
          for (let i = 0; i < length; i++) list.push(item());
        }
        return list;
      }
      case 5: {
        const map: Record<string, Cbor> = {};
        for (let i = 0; i < length; i++) {
          const key = item();
          map[typeof key === 'string' ? key : JSON.stringify(key)] = item();
        }
        return map;
      }
      default:
        if (info === 20) return false;
        if (info === 21) return true;
        return null;
    }
  };
  return item();
}

/** The directory's pages as Pagefind stored them: each rank's page hash, and the reverse. */
export interface PageRanks {
  /** Page hash (a hit's id and its fragment's name) of each rank. */
  hashes: string[];
  rankOf: ReadonlyMap<string, number>;
}

const isList = (value: Cbor | undefined): value is Cbor[] => Array.isArray(value);

/**
 * The ranks of the pages in decompressed metadata (with or without Pagefind's signature): a
 * page's number is its rank, as the pages were added in directory order.
 */
export function readPageRanks(meta: Uint8Array): PageRanks {
  const signature = new TextDecoder().decode(meta.subarray(0, PAGEFIND_SIGNATURE.length));
  const decoded = decodeCbor(
    signature === PAGEFIND_SIGNATURE ? meta.subarray(PAGEFIND_SIGNATURE.length) : meta,
  );
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
