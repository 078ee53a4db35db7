import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CenterGrid } from './CenterGrid.tsx';
import { PaginationNav } from '../../components/PaginationNav.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { centersPageHref, centersSearchHref } from '../../lib/routes.ts';
import { pageCount } from '../../lib/paging.ts';
import { PAGE_SIZE, remainingCount, shownCount } from './show-more.ts';
import { format } from './directory-text.ts';
import { pageHeading, resultsHeading, showMoreLabel } from './results-text.ts';
import { useDirectoryText } from './use-directory-text.ts';
import type { DirectoryResults as Results } from './use-directory-results.ts';

interface Props {
  results: Results;
  /** The page's own first view of cards, shown while no cards are loaded (no search yet). */
  firstPage: ReactNode;
  /** The first view's filters as a URL query ('' for none): where its page links lead. */
  pageQuery: string;
  /** Which page of its results the first view is. */
  page: number;
  /** JavaScript is running: 'Show More Centers' replaces the static page links. */
  enhanced: boolean;
  onShowMore: () => void;
  onRetry: () => void;
  onClearAll: () => void;
}

/** Quick searches keep the old cards (dimmed) instead of flashing the loading view. */
const LOADING_VIEW_DELAY_MS = 300;

// One line on a phone, so the first card starts higher.
const HEADING = 'text-lg font-semibold sm:text-xl';
const BUTTON =
  'min-h-11 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70';

/** The results area: heading and cards, or the loading, empty or error view. */
export function DirectoryResults({
  results,
  firstPage,
  pageQuery,
  page,
  enhanced,
  onShowMore,
  onRetry,
  onClearAll,
}: Props) {
  const { status, total } = results;
  const shown = shownCount(total, results.visible);
  const remaining = remainingCount(total, results.visible);
  const grid = useRef<HTMLUListElement>(null);
  const slow = useDelayedFlag(status === 'loading', LOADING_VIEW_DELAY_MS);
  const t = useDirectoryText();
  const { results: words } = t.m;
  const pageHref = (n: number) =>
    localizePath(t.locale, pageQuery ? centersSearchHref(pageQuery, n) : centersPageHref(n));

  // After 'Show More Centers', keyboard and screen reader users land on the first new card.
  useEffect(() => {
    if (results.revealedFrom === null) return;
    grid.current?.children[results.revealedFrom]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [results.revealedFrom]);

  let body;
  if (status === 'error') {
    body = (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6">
        <h2 id="results-heading" className={`${HEADING} text-red-900`}>
          {words.errorHeading}
        </h2>
        <p className="mt-2 text-red-900">{words.errorText}</p>
        <p className="mt-1 text-sm text-red-900">
          {format(words.errorDetails, { error: results.error })}
        </p>
        <button type="button" onClick={onRetry} className={`${BUTTON} mt-4`}>
          {words.retry}
        </button>
      </div>
    );
  } else if (status === 'loading' && slow) {
    body = <LoadingView text={words.loading} />;
  } else if (total === 0) {
    body = (
      <div className="rounded-xl border border-slate-200 p-6 text-center">
        <h2 id="results-heading" className={HEADING}>
          {words.none}
        </h2>
        <p className="mt-2 text-slate-700">{words.noneHint}</p>
        <button type="button" onClick={onClearAll} className={`${BUTTON} mt-4`}>
          {words.clearAll}
        </button>
      </div>
    );
  } else {
    const busy = status === 'loading-more';
    body = (
      <>
        <h2 id="results-heading" className={HEADING}>
          {results.cards.length === 0 && page > 1
            ? pageHeading(total, (page - 1) * PAGE_SIZE + 1, Math.min(total, page * PAGE_SIZE), t)
            : resultsHeading(total, shown, t)}
        </h2>
        {results.cards.length === 0 ? (
          firstPage
        ) : (
          <CenterGrid
            cards={results.cards.slice(0, shown)}
            distances={results.distances}
            listRef={grid}
          />
        )}
        {!enhanced ? (
          <>
            {/* Until the island hydrates (the visitor's first interaction), 'Show More Centers'
                is a link to the next page, and the page links are there for browsers without
                JavaScript; a tap that lands before hydration still shows the next centers. */}
            {remainingCount(total, page * PAGE_SIZE) > 0 && (
              <div className="mt-8 text-center">
                <a href={pageHref(page + 1)} className={`${BUTTON} inline-block`}>
                  {showMoreLabel(remainingCount(total, page * PAGE_SIZE), t)}
                </a>
              </div>
            )}
            <PaginationNav
              current={page}
              count={pageCount(total, PAGE_SIZE)}
              href={pageHref}
              label={words.pages}
              words={t.locale === 'en' ? undefined : words}
            />
          </>
        ) : (
          remaining > 0 && (
            <div className="mt-8 text-center">
              <button
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onShowMore();
                }}
                className={BUTTON}
              >
                {busy ? words.loadingMore : showMoreLabel(remaining, t)}
              </button>
            </div>
          )
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="results-heading"
      aria-busy={status === 'loading' || undefined}
      data-results-for={results.resultsFor}
      className={status === 'loading' && !slow ? 'opacity-60 transition-opacity' : undefined}
    >
      {body}
    </section>
  );
}

function LoadingView({ text }: { text: string }) {
  return (
    <div>
      <h2 id="results-heading" className={HEADING}>
        {text}
      </h2>
      <ul aria-hidden="true" className="mt-6 grid gap-6 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-80 rounded-xl bg-slate-100 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  );
}

/** True once `on` has stayed true for `delayMs`. */
function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!on) {
      setFlag(false);
      return;
    }
    const timer = setTimeout(() => {
      setFlag(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [on, delayMs]);
  return flag;
}
