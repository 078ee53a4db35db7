import * as z from 'zod/mini';
import { directoryData } from '../../lib/routes.ts';
import { CardCenterSchema, type CardCenter } from '../../domain/center/card-center.ts';
import { CARD_BLOCK_SIZE, MAX_CARD_BLOCKS, cardBlockOf } from './card-blocks.ts';
import { fetchFile, fetchJson, fetchOnce } from './fetch-once.ts';
import { afterPagefindSignature, hasPagefindSignature } from '../../lib/pagefind-format.ts';
import { languageIndex, readPageRanks, type PageRanks } from './pagefind-meta.ts';
import type { PagefindQuery } from './pagefind-query.ts';
import { SEARCH_FILTERS } from './search-record.ts';

/**
 * Pagefind's browser API, loaded from the build's bundle on the first search or filter and
 * never on page load (its JS and WASM are the heaviest part of a search). Only the little we
 * use is typed; what it returns is checked before it reaches the page. Pagefind answers which
 * pages match; their ranks come from its metadata (pagefind-meta.ts) and their cards from
 * their fragments, read here.
 */

interface Pagefind {
  options(options: { noWorker: boolean }): Promise<void>;
  search(
    term: string | null,
    options: Omit<PagefindQuery, 'term'>,
  ): Promise<{ results: { id: string }[] } | null>;
}

const isPagefind = (module: unknown): module is Pagefind =>
  typeof module === 'object' &&
  module !== null &&
  'search' in module &&
  typeof module.search === 'function' &&
  'options' in module &&
  typeof module.options === 'function';

const EntrySchema = z.object({
  languages: z.record(
    z.string(),
    z.object({ hash: z.string(), page_count: z.optional(z.number()) }),
  ),
});

const FragmentSchema = z.object({
  filters: z.record(z.string(), z.array(z.string())),
});

let bundle: Promise<Pagefind> | undefined;
let attempts = 0;

/** Loads Pagefind once; after a failure the next call tries again. */
function loadPagefind(): Promise<Pagefind> {
  if (!bundle) {
    // A failed module fetch may be remembered by the browser: ask again under a new URL.
    const url =
      attempts === 0
        ? directoryData.pagefind
        : `${directoryData.pagefind}?retry=${String(attempts)}`;
    attempts += 1;
    bundle = import(/* @vite-ignore */ url).then(async (module: unknown) => {
      if (!isPagefind(module)) throw new Error('The search index did not load correctly.');
      // In this page, not in a web worker: the worker's script is 11 KB more to fetch (
      // first search within 150 KB), and handing 10,000 results over from it costs time too.
      await module.options({ noWorker: true });
      return module;
    });
    bundle.catch(() => {
      bundle = undefined;
    });
  }
  return bundle;
}

/** A Pagefind file's content: decompressed by the browser (brotli, gzip) or here (gzip). */
async function pagefindFile(url: string): Promise<Uint8Array> {
  const response = await fetchFile(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (hasPagefindSignature(bytes)) return bytes;
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

const ranksFile = fetchOnce(async (url): Promise<PageRanks> => {
  const entry = EntrySchema.parse(await fetchJson(url));
  // The page's language's index: the one Pagefind's script loads for this page's <html lang>.
  const language = languageIndex(entry.languages, document.documentElement.lang);
  if (!language) throw new Error('The search index did not load correctly.');
  return readPageRanks(await pagefindFile(directoryData.pagefindMeta(language.hash)));
});

/**
 * Every center's page in the search index, by rank. The metadata is fetched before Pagefind
 * starts (searchPagefind waits for it), so Pagefind's own request for it is answered from the
 * browser's cache.
 */
function pageRanks(): Promise<PageRanks> {
  return ranksFile(directoryData.pagefindEntry);
}

async function runSearch(query: PagefindQuery): Promise<number[]> {
  const [pagefind, pages] = await Promise.all([loadPagefind(), pageRanks()]);
  const found = await pagefind.search(query.term, { filters: query.filters });
  const ranks = (found?.results ?? []).map((hit) => {
    const rank = pages.rankOf.get(hit.id);
    if (rank === undefined) throw new Error('The search index did not load correctly.');
    return rank;
  });
  return ranks.sort((a, b) => a - b);
}

/** Searches remembered: adding a city or a ZIP code to a search does not run it again. */
const REMEMBERED_SEARCHES = 8;
const searches = new Map<string, Promise<number[]>>();

/** The ranks of the centers a search matches, in directory order. */
export function searchPagefind(query: PagefindQuery): Promise<number[]> {
  const key = JSON.stringify(query);
  let ranks = searches.get(key);
  if (!ranks) {
    ranks = runSearch(query);
    ranks.catch(() => searches.delete(key));
    searches.set(key, ranks);
    for (const old of searches.keys()) {
      if (searches.size <= REMEMBERED_SEARCHES) break;
      searches.delete(old);
    }
  }
  return ranks;
}

const cardFile = fetchOnce(async (url): Promise<CardCenter> => {
  const fragment = FragmentSchema.parse(
    JSON.parse(new TextDecoder().decode(afterPagefindSignature(await pagefindFile(url)))),
  );
  const json = fragment.filters[SEARCH_FILTERS.card]?.[0];
  if (!json) throw new Error('A search result has no center card.');
  return CardCenterSchema.parse(JSON.parse(json));
});

/** The card of the center at `rank`, from its fragment (see search-record.ts), once per visit. */
async function fragmentCard(rank: number): Promise<CardCenter> {
  const hash = (await pageRanks()).hashes[rank];
  if (hash === undefined) throw new Error('A search result is not in the search index.');
  return cardFile(directoryData.pagefindFragment(hash));
}

const cardBlock = fetchOnce(async (url): Promise<CardCenter[]> =>
  z.array(CardCenterSchema).parse(await fetchJson(url)),
);

/**
 * The cards of the centers at `ranks`: from their blocks (card-blocks.ts) when a few blocks
 * hold them all, one request each, and otherwise from each center's fragment. Each file is
 * fetched once per visit.
 */
export async function rankCards(ranks: readonly number[]): Promise<CardCenter[]> {
  const blocks = new Set(ranks.map(cardBlockOf));
  if (blocks.size > MAX_CARD_BLOCKS) return Promise.all(ranks.map(fragmentCard));
  const loaded = new Map(
    await Promise.all(
      [...blocks].map(
        async (block) => [block, await cardBlock(directoryData.cardBlock(block))] as const,
      ),
    ),
  );
  return ranks.map((rank) => {
    const card = loaded.get(cardBlockOf(rank))?.[rank % CARD_BLOCK_SIZE];
    if (!card) throw new Error('A search result is not in the search index.');
    return card;
  });
}
