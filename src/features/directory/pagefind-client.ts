import * as z from 'zod/mini';
import { directoryData } from '../../lib/routes.ts';
import { CardCenterSchema, type CardCenter } from '../../lib/card-center.ts';
import type { PagefindQuery } from './pagefind-query.ts';
import { SEARCH_FILTERS } from './search-record.ts';

/**
 * Pagefind's browser API, loaded from the build's bundle on the first search or filter and
 * never on page load (its JS and WASM are the heaviest part of a search). Only the little we
 * use is typed; what it returns is checked before it reaches the page.
 */

/** Per filter key, how many of the results carry each value (Pagefind's `filters`). */
export type PagefindFilterCounts = Record<string, Record<string, number>>;

/** One search hit; its data (the page fragment) is fetched only when the card is shown. */
export interface PagefindHit {
  id: string;
  /** Sorted by the directory order, minus the hit's rank (search-record.ts). */
  score: number;
  data(): Promise<unknown>;
}

interface Pagefind {
  options(options: { noWorker: boolean }): Promise<void>;
  search(
    term: string | null,
    options: Omit<PagefindQuery, 'term'>,
  ): Promise<{ results: PagefindHit[]; filters?: PagefindFilterCounts } | null>;
}

const isPagefind = (module: unknown): module is Pagefind =>
  typeof module === 'object' &&
  module !== null &&
  'search' in module &&
  typeof module.search === 'function' &&
  'options' in module &&
  typeof module.options === 'function';

/**
 * The rank of a hit of a search sorted by the directory order: Pagefind scores sorted results
 * by their place in the sort (0, -1, -2, ...), and the sort key is the rank.
 */
export function hitRank(hit: PagefindHit): number {
  const rank = -hit.score;
  if (!Number.isInteger(rank) || rank < 0) {
    throw new Error('The search index did not load correctly.');
  }
  return rank;
}

const FragmentSchema = z.object({
  filters: z.record(z.string(), z.array(z.string())),
});

let bundle: Promise<Pagefind> | undefined;
let attempts = 0;
const cards = new Map<string, Promise<CardCenter>>();

/** Loads Pagefind once; after a failure the next call tries again. */
export function loadPagefind(): Promise<Pagefind> {
  if (!bundle) {
    // A failed module fetch may be remembered by the browser: ask again under a new URL.
    const url =
      attempts === 0
        ? directoryData.pagefind
        : `${directoryData.pagefind}?retry=${String(attempts)}`;
    attempts += 1;
    bundle = import(/* @vite-ignore */ url).then(async (module: unknown) => {
      if (!isPagefind(module)) throw new Error('The search index did not load correctly.');
      // In this page, not in a web worker: the worker's script is 11 KB more to fetch (issue 12:
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

/** Runs a search; the hits come in directory order, with the counts of the filter values. */
export async function searchPagefind(
  query: PagefindQuery,
): Promise<{ hits: PagefindHit[]; counts: PagefindFilterCounts }> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(query.term, { filters: query.filters, sort: query.sort });
  return { hits: found?.results ?? [], counts: found?.filters ?? {} };
}

/** The card stored with a hit (see search-record.ts), fetched once per visit. */
export function hitCard(hit: PagefindHit): Promise<CardCenter> {
  let card = cards.get(hit.id);
  if (!card) {
    card = hit.data().then((data) => {
      const json = FragmentSchema.parse(data).filters[SEARCH_FILTERS.card]?.[0];
      if (!json) throw new Error('A search result has no center card.');
      return CardCenterSchema.parse(JSON.parse(json));
    });
    card.catch(() => cards.delete(hit.id));
    cards.set(hit.id, card);
  }
  return card;
}
