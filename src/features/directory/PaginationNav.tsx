import { centersPageHref } from '../../lib/routes.ts';
import { paginationItems } from './paging.ts';

interface Props {
  /** The page shown (1-based). */
  current: number;
  count: number;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 font-medium text-brand-800 hover:bg-brand-50';
const CURRENT =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-brand-700 px-3 font-semibold text-white';

/** Links through the static directory pages: how the whole list is reached without JavaScript. */
export function PaginationNav({ current, count }: Props) {
  if (count <= 1) return null;
  return (
    <nav aria-label="Pages of centers" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <a href={centersPageHref(current - 1)} rel="prev" className={LINK}>
              Previous
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
                href={centersPageHref(item)}
                aria-label={`Page ${String(item)}`}
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
            <a href={centersPageHref(current + 1)} rel="next" className={LINK}>
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
