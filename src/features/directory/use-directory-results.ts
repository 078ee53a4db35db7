import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardCenter } from '../../domain/center/card-center.ts';
import { parseFilters, toQueryString, type FilterState } from './filter-state.ts';
import { findCenters, type DirectoryMatches } from './find-centers.ts';
import type { CityCounts } from './map-markers.ts';
import { PAGE_SIZE, nextVisible, shownCount } from './show-more.ts';
import { ENGLISH_TEXT, type DirectoryText } from './directory-text.ts';
import { resultsAnnouncement, shownAnnouncement } from './results-text.ts';

/**
 * The directory's first view, as the page was rendered: the first page of cards of `query`
 * (none on /centers; a city or service on its landing page; what the search page answered).
 */
export interface InitialResults {
  cards: CardCenter[];
  total: number;
  /** The filters the first view shows, as a URL query ('' for none). */
  query: string;
  /** The first view's ZIP code is not a Minnesota ZIP code. */
  zipNotFound: boolean;
  /** Which page of those results the first view is (a later one is replaced once searched). */
  page: number;
}

/** What the results area shows. */
export interface DirectoryResults {
  /** 'loading': a new search; 'loading-more': 'Show More Centers' is fetching cards. */
  status: 'ready' | 'loading' | 'loading-more' | 'error';
  error: string;
  total: number;
  /** Cards loaded so far, in directory order (at least the visible ones once ready). */
  cards: CardCenter[];
  /** How many results the visitor asked to see (12, then +12 per 'Show More Centers'). */
  visible: number;
  distances: ReadonlyMap<number, number> | null;
  zipNotFound: boolean;
  /** The polite live-region text, set once results are on screen. */
  announcement: string;
  /** Index of the first card the last 'Show More Centers' revealed, to move focus there. */
  revealedFrom: number | null;
  /** Results per city for the map; null when unfiltered (the map's own build-time counts). */
  cityCounts: CityCounts | null;
  /** The query the results on screen are for (a hook for the benchmark). */
  resultsFor: string;
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown error occurred';

/**
 * Runs the directory search whenever the filters in force change, resetting the visible count
 * to 12 (public-side.md section 4); 'Show More Centers' loads 12 more cards. The page's own
 * first view is shown as rendered, so Pagefind loads only once a visitor searches, filters or
 * asks for more.
 */
export function useDirectoryResults(
  applied: FilterState,
  initial: InitialResults,
  text: DirectoryText = ENGLISH_TEXT,
) {
  const fresh = (): DirectoryResults => ({
    status: 'ready',
    error: '',
    total: initial.total,
    cards: initial.cards,
    visible: PAGE_SIZE,
    distances: null,
    zipNotFound: initial.zipNotFound,
    announcement: '',
    revealedFrom: null,
    cityCounts: null,
    resultsFor: '',
  });
  const [results, setResults] = useState<DirectoryResults>(fresh);
  const matches = useRef<DirectoryMatches | null>(null);
  // Each search gets a number; an answer to an older one is dropped.
  const generation = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const appliedKey = toQueryString(applied);
  const [initialKey] = useState(() =>
    toQueryString(parseFilters(new URLSearchParams(initial.query))),
  );

  useEffect(() => {
    const current = ++generation.current;
    matches.current = null;
    const state = applied;
    // The page already shows these results (with their distances): nothing to load.
    if (appliedKey === initialKey && initial.page === 1 && attempt === 0) {
      setResults((r) => ({
        ...fresh(),
        announcement: r.resultsFor ? announce(initial.total) : '',
      }));
      return;
    }
    setResults((r) => ({ ...r, status: 'loading', visible: PAGE_SIZE, revealedFrom: null }));
    findCenters(state)
      .then(async (found) => {
        // Typed over already: its cards are never shown, so never fetched.
        if (current !== generation.current) return;
        const cards = await found.cards(0, PAGE_SIZE);
        if (current !== generation.current) return;
        matches.current = found;
        setResults({
          status: 'ready',
          error: '',
          total: found.total,
          cards,
          visible: PAGE_SIZE,
          distances: found.distances,
          zipNotFound: found.zipNotFound,
          announcement: announce(found.total),
          revealedFrom: null,
          cityCounts: found.cityCounts,
          resultsFor: appliedKey || 'all',
        });
      })
      .catch((error: unknown) => {
        if (current !== generation.current) return;
        console.error('Directory search failed', error);
        setResults((r) => ({ ...r, status: 'error', error: errorMessage(error) }));
      });
    // The key stands for `applied`; `initial` is fixed for the island's life.
  }, [appliedKey, attempt]);

  const showMore = useCallback(() => {
    const current = generation.current;
    const from = results.visible;
    const to = nextVisible(from);
    setResults((r) => ({ ...r, status: 'loading-more' }));
    (async () => {
      matches.current ??= await findCenters(applied);
      const cards =
        results.cards.length >= shownCount(results.total, to)
          ? results.cards
          : [...results.cards, ...(await matches.current.cards(results.cards.length, to))];
      if (current !== generation.current) return;
      setResults((r) => ({
        ...r,
        status: 'ready',
        cards,
        visible: to,
        revealedFrom: from,
        announcement: shownAnnouncement(shownCount(r.total, to), r.total, text),
      }));
    })().catch((error: unknown) => {
      if (current !== generation.current) return;
      console.error('Loading more centers failed', error);
      setResults((r) => ({ ...r, status: 'error', error: errorMessage(error) }));
    });
  }, [results, applied, text]);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);

  return { results, showMore, retry };

  function announce(total: number): string {
    return resultsAnnouncement(total, shownCount(total, PAGE_SIZE), text);
  }
}
