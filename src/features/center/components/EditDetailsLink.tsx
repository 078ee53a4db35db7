import { routes } from '../../../lib/routes.ts';

interface Props {
  /** The center's owner (users record id). */
  ownerId: string;
}

/**
 * 'Edit Details' for the signed-in owner of the center. Rendered hidden and without React on
 * the client: the page chrome's script (src/layouts/page-chrome.ts) shows it when the
 * stored session is the owner's (`data-owner-id`).
 */
export default function EditDetailsLink({ ownerId }: Props) {
  return (
    <a
      href={routes.dashboard}
      data-owner-id={ownerId}
      hidden
      className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
    >
      Edit Details
    </a>
  );
}
