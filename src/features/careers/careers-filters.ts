import { careersData } from '../../lib/routes.ts';
import {
  filtersFromSearch,
  isFiltered,
  matchesFilters,
  resultCount,
  searchFromFilters,
  type JobFilters,
  type JobIndexEntry,
} from './job-filters.ts';

/**
 * Progressive filtering of the static /careers list, without React: the build-time index is
 * fetched on the first filter, cards are shown or hidden in place, and the filters live in the
 * address (each new search adds an entry, so Back steps through searches). Without JavaScript the form is a plain GET form and every job is listed.
 */
export function startCareersFilters(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('[data-careers-filters]');
  const count = root.querySelector<HTMLElement>('[data-careers-count]');
  const empty = root.querySelector<HTMLElement>('[data-careers-empty]');
  const error = root.querySelector<HTMLElement>('[data-careers-error]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-job-card]')];
  if (!form || !count) return;

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
    if (isFiltered(filters)) {
      try {
        const entries = await loadIndex();
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
    if (current !== run) return;
    if (error) error.hidden = true;
    let shown = 0;
    for (const card of cards) {
      const hide = !visible(card);
      // Only cards that change are touched: at 1,000 postings, setting every one made the
      // browser restyle the whole list at each keystroke.
      if (card.hidden !== hide) card.hidden = hide;
      if (!hide && !('expired' in card.dataset)) shown += 1;
    }
    count.textContent = resultCount(shown);
    if (empty) empty.hidden = shown > 0;
    // What is on screen now, for tests and the benchmark (as the directory marks its results).
    form.dataset['resultsFor'] = searchFromFilters(filters).slice(1);
  };

  const address = (filters: JobFilters) =>
    `${window.location.pathname}${searchFromFilters(filters)}${window.location.hash}`;
  const commit = (replace: boolean) => {
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
  window.addEventListener('popstate', () => {
    const filters = filtersFromSearch(window.location.search);
    write(filters);
    void show(filters);
  });

  const initial = filtersFromSearch(window.location.search);
  write(initial);
  void show(initial);
}
