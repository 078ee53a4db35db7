import { careersData } from '../../lib/routes.ts';
import {
  CAREERS_PAGE_SIZE,
  filtersFromSearch,
  isFiltered,
  matchesFilters,
  resultCount,
  searchFromFilters,
  type JobFilters,
  type JobIndexEntry,
} from './job-filters.ts';
import { foundText, readJobScriptTexts } from './job-texts.ts';
import { refreshJobDates } from './live-dates.ts';
import { morePostings } from './more-postings.ts';

/**
 * Progressive filtering of the static /careers list, without React: the build-time index is
 * fetched on the first filter, cards are shown or hidden in place, and the filters live in the
 * address (each new search adds an entry, so Back steps through searches). The first
 * CAREERS_PAGE_SIZE matches show, 'Show More Jobs' adds as many again; the postings after the
 * page's own are fetched (more-postings.ts) when a filter or 'Show More Jobs' needs them.
 * Without JavaScript the form is a plain GET form and the list's pages are linked.
 */
export function startCareersFilters(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('[data-careers-filters]');
  const count = root.querySelector<HTMLElement>('[data-careers-count]');
  const empty = root.querySelector<HTMLElement>('[data-careers-empty]');
  const error = root.querySelector<HTMLElement>('[data-careers-error]');
  const list = root.querySelector<HTMLElement>('[data-careers-list]');
  const more = root.querySelector<HTMLButtonElement>('[data-careers-show-more]');
  let cards = [...root.querySelectorAll<HTMLElement>('[data-job-card]')];
  if (!form || !count) return;
  // The page's language (null in English), for the count and the postings fetched later.
  const language = readJobScriptTexts(root);

  const kept = morePostings(list, language?.locale);
  /** Appends the next `pages` pages of postings the page does not carry (more-postings.ts). */
  const unpack = async (pages: number) => {
    const taken = await kept.take(pages);
    const fragment = root.createDocumentFragment();
    fragment.append(...taken);
    refreshJobDates(fragment, Date.now(), language);
    list?.append(fragment);
    cards = [...root.querySelectorAll<HTMLElement>('[data-job-card]')];
  };
  const isOpen = (card: HTMLElement) => !('expired' in card.dataset);
  /** How many matches show: a page, and a page more for each 'Show More Jobs'. */
  let limit = CAREERS_PAGE_SIZE;

  let index: Promise<JobIndexEntry[]> | null = null;
  const loadIndex = (): Promise<JobIndexEntry[]> => {
    index ??= fetch(careersData.jobsIndex).then(async (response) => {
      if (!response.ok) throw new Error(`Jobs index answered ${String(response.status)}`);
      return (await response.json()) as JobIndexEntry[];
    });
    return index;
  };

  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const read = (): JobFilters =>
    filtersFromSearch(
      searchFromFilters({
        q: field('q')?.value.trim() ?? '',
        location: field('location')?.value.trim() ?? '',
        type: (field('type')?.value ?? '') as JobFilters['type'],
      }),
    );
  const write = (filters: JobFilters) => {
    for (const name of ['q', 'location', 'type'] as const) {
      const control = field(name);
      if (control) control.value = filters[name];
    }
  };

  let run = 0;
  const show = async (filters: JobFilters): Promise<void> => {
    const current = ++run;
    let visible: (card: HTMLElement) => boolean = () => true;
    const filtered = isFiltered(filters);
    if (filtered) {
      try {
        const entries = await loadIndex();
        await unpack(Infinity);
        const matching = new Set(
          entries.filter((e) => matchesFilters(e, filters)).map((e) => e.id),
        );
        visible = (card) => matching.has(card.dataset['jobCard'] ?? '');
      } catch (cause) {
        console.error('Error loading job postings', cause);
        index = null;
        if (error) error.hidden = false;
        return;
      }
    }
    if (!filtered) {
      try {
        while (cards.filter(isOpen).length < limit && kept.count() > 0) await unpack(1);
      } catch (cause) {
        console.error('Error loading job postings', cause);
        if (error) error.hidden = false;
        return;
      }
    }
    if (current !== run) return;
    if (error) error.hidden = true;
    let matches = 0;
    for (const card of cards) {
      const match = visible(card) && isOpen(card);
      const hide = !match || matches >= limit;
      // Only cards that change are touched: at 1,000 postings, setting every one made the
      // browser restyle the whole list at each keystroke.
      if (card.hidden !== hide) card.hidden = hide;
      if (match) matches += 1;
    }
    // Unfiltered, the postings not fetched yet count too.
    const total = matches + (filtered ? 0 : kept.count());
    count.textContent = language
      ? foundText(language.locale, language.texts.found, total)
      : resultCount(total);
    if (empty) empty.hidden = total > 0;
    if (more) more.hidden = total <= limit;
    // What is on screen now, for tests and the benchmark (as the directory marks its results).
    form.dataset['resultsFor'] = searchFromFilters(filters).slice(1);
  };

  const address = (filters: JobFilters) =>
    `${window.location.pathname}${searchFromFilters(filters)}${window.location.hash}`;
  const commit = (replace: boolean) => {
    limit = CAREERS_PAGE_SIZE;
    const filters = read();
    const next = address(filters);
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      if (replace) window.history.replaceState(window.history.state, '', next);
      else window.history.pushState(null, '', next);
    }
    void show(filters);
  };

  // One history entry per search: its first keystroke adds one, the rest of it replaces it.
  let typing = false;
  form.addEventListener('input', () => {
    commit(typing);
    typing = true;
  });
  form.addEventListener('change', () => {
    commit(true);
    typing = false;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    commit(true);
    typing = false;
  });
  more?.addEventListener('click', () => {
    const before = cards.filter((card) => !card.hidden).length;
    limit += CAREERS_PAGE_SIZE;
    void show(read()).then(() => {
      // Keyboard and screen reader users land on the first new posting.
      const shown = cards.filter((card) => !card.hidden);
      shown[before]?.querySelector<HTMLElement>('h2 a')?.focus();
    });
  });
  window.addEventListener('popstate', () => {
    limit = CAREERS_PAGE_SIZE;
    const filters = filtersFromSearch(window.location.search);
    write(filters);
    void show(filters);
  });

  const initial = filtersFromSearch(window.location.search);
  write(initial);
  void show(initial);
}
