import {
  HYDRATE_NOW_ATTRIBUTE,
  HYDRATE_NOW_EVENT,
} from '../../lib/interaction/hydrate-on-interaction.ts';
import { FILTER_KEYS } from './filter-keys.ts';

/**
 * The directory's page script: a shared link's filters (/centers?city=Duluth) apply at once.
 * The page shows the results it was rendered with (none filtered on /centers); when the
 * address asks for other filters, the directory island is hydrated now rather than on the
 * visitor's first interaction, so the list they read is the one the link meant.
 */
const root = document.querySelector<HTMLElement>('[data-directory-query]');
const island = root?.querySelector('astro-island');
const params = new URLSearchParams(window.location.search);
const asksForFilters = FILTER_KEYS.some((key) => params.get(key));
const answered =
  root?.dataset.directoryAnswersQuery !== undefined ||
  params.toString() === root?.dataset.directoryQuery;
if (island && asksForFilters && !answered) {
  island.setAttribute(HYDRATE_NOW_ATTRIBUTE, '');
  island.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}
