import { BUTTON } from './control-styles.ts';

/** Previous / 'Page N of M' / Next under a paged table (admin centers, mail outbox). */
export default function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** The navigation's accessible name, e.g. 'Centers pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={BUTTON.small}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        Previous
      </button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={BUTTON.small}
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        Next
      </button>
    </nav>
  );
}
