import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isTranslatedLocale, type TranslatedLocale } from '../../lib/i18n/locales.ts';
import { I18nProvider } from '../../lib/i18n/react.tsx';
import { ActiveFilterChips } from './ActiveFilterChips.tsx';
import { DirectoryFilterForm } from './DirectoryFilterForm.tsx';
import { islandOptions, unpackOptions } from './directory-options.ts';
import { DirectoryResults } from './DirectoryResults.tsx';
import { filterChips } from './filter-chips.ts';
import { islandWords, loadIslandWords } from '../../components/card-words.ts';
import { useDirectoryResults } from './use-directory-results.ts';
import { announceCityCounts } from './map-markers.ts';
import { useDirectoryText } from './use-directory-text.ts';
import { useUrlFilters } from './use-url-filters.ts';

// In the browser, a translated page's words arrive with the island's code, before it renders.
if (typeof document !== 'undefined') {
  const lang = document.documentElement.lang;
  if (isTranslatedLocale(lang)) await loadIslandWords(lang);
}

/**
 * Results follow every keystroke; the screen reader hears the count once typing pauses this
 * long, not once per letter.
 */
const ANNOUNCE_AFTER_MS = 500;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

interface Props {
  /**
   * The first page of the directory's cards (no filters), as the build rendered them: static
   * HTML (an Astro slot), so the cards are not sent a second time as the island's props.
   */
  children: ReactNode;
  /** How many centers the first view's filters find (every public center on /centers). */
  total: number;
  /**
   * The city and service choices, one per line (directory-options.ts packOptions); the pages
   * give none, and the island takes the form's (islandOptions).
   */
  options?: { cities: string; services: string } | undefined;
  /** The filters of the first view, as a URL query: '' on /centers (see useUrlFilters). */
  pageQuery?: string;
  /** Which page of its results the first view shows (the search page's later pages). */
  page?: number;
  /** The first view's ZIP code is not a Minnesota ZIP code. */
  zipNotFound?: boolean;
  /** The page's language, when it is not English (its words: components/card-words.ts). */
  locale?: TranslatedLocale | undefined;
}

/**
 * The interactive directory (public-side.md section 2, 'Centers directory'): search, filters,
 * active-filter chips, results with 'Show More Centers'. Rendered at build time with the first
 * page of centers, then enhanced in the browser once the visitor reaches for it (client:interact);
 * search runs on Pagefind (find-centers.ts).
 */
export function CenterDirectory({ locale, ...props }: Props) {
  return (
    <I18nProvider value={islandWords(locale)}>
      <Directory {...props} />
    </I18nProvider>
  );
}

function Directory({
  children,
  total,
  options,
  pageQuery = '',
  page = 1,
  zipNotFound = false,
}: Omit<Props, 'locale'>) {
  const t = useDirectoryText();
  const [choices] = useState(() =>
    options
      ? unpackOptions(options)
      : islandOptions(typeof document === 'undefined' ? undefined : document),
  );
  const filters = useUrlFilters(pageQuery, t.locale);
  // No cards loaded yet: the first page on screen is the page's own (children) until a search
  // or 'Show More Centers' loads cards.
  const { results, showMore, retry } = useDirectoryResults(
    filters.applied,
    { cards: [], total, query: pageQuery, zipNotFound, page },
    t,
  );
  const announcement = useSettled(results.announcement, ANNOUNCE_AFTER_MS);
  const [enhanced, setEnhanced] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setEnhanced(true);
  }, []);
  // The map (MinnesotaMap.astro, not React) follows the results through a DOM event.
  useEffect(() => {
    announceCityCounts(results.cityCounts);
  }, [results.cityCounts]);

  const focusSearch = useCallback(() => {
    search.current?.focus();
  }, []);
  const chips = filterChips(filters.applied, t);
  const clearAll = () => {
    filters.clear();
    focusSearch();
  };

  return (
    <div className="space-y-6">
      <DirectoryFilterForm
        form={filters.form}
        options={choices}
        activeCount={chips.filter((chip) => chip.key !== 'search').length}
        zipNotFound={results.zipNotFound}
        searchRef={search}
        onChoose={filters.choose}
        onType={filters.type}
        onSubmit={filters.submit}
        onClear={clearAll}
      />
      <ActiveFilterChips chips={chips} onRemove={filters.remove} onEmpty={focusSearch} />
      <DirectoryResults
        results={results}
        firstPage={children}
        pageQuery={pageQuery}
        page={page}
        enhanced={enhanced}
        onShowMore={showMore}
        onRetry={retry}
        onClearAll={clearAll}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
