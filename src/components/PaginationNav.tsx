import { paginationItems } from '../lib/paging.ts';

interface Props {
  /** The page shown (1-based). */
  current: number;
  count: number;
  /** The address of a page (routes.ts, e.g. centersPageHref). */
  href: (page: number) => string;
  /** The navigation's accessible name, e.g. 'Pages of centers'. */
  label: string;
  /** The links' words in the page's language ({page} in pageNumber); English by default. */
  words?: PageWords | undefined;
}

/** What the links say. */
interface PageWords {
  previous: string;
  next: string;
  /** A page link's accessible name, e.g. 'Page {page}'. */
  pageNumber: string;
}

const ENGLISH: PageWords = { previous: 'Previous', next: 'Next', pageNumber: 'Page {page}' };

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 font-medium text-brand-800 hover:bg-brand-50';
const CURRENT =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-brand-700 px-3 font-semibold text-white';

/** Links through a list's static pages: how the whole list is reached without JavaScript. */
export function PaginationNav({ current, count, href, label, words = ENGLISH }: Props) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev" className={LINK}>
              {words.previous}
            </a>
          </li>
        )}
        {paginationItems(current, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${String(index)}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                aria-label={words.pageNumber.replace('{page}', String(item))}
                aria-current={item === current ? 'page' : undefined}
                className={item === current ? CURRENT : LINK}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <a href={href(current + 1)} rel="next" className={LINK}>
              {words.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
