import { CentersTable } from '../../components/CentersTable.tsx';
import type { AdminCenter } from './admin-data.ts';
import { AccessCodeCell, FeaturedToggle, RowActions, type CenterHandlers } from './CenterCells.tsx';
import { adminStatusOf } from './center-filter.ts';

interface Props {
  centers: AdminCenter[];
  logos: Map<string, string>;
  /** How the Owner column names a user id. */
  ownerName: (id: string) => string;
  handlers: CenterHandlers;
}

/**
 * The admin's centers table: the shared table with the admin's status, access code controls,
 * Featured toggle and row actions. Access codes are shown here and nowhere else in the site.
 */
export default function AdminCentersTable({ centers, logos, ownerName, handlers }: Props) {
  return (
    <CentersTable
      centers={centers}
      logos={logos}
      label="All centers"
      showNumber
      status={adminStatusOf}
      owner={(center) => (center.owner ? ownerName(center.owner) : '—')}
      accessCode={(center) => <AccessCodeCell center={center} handlers={handlers} />}
      featured={(center) => <FeaturedToggle center={center} handlers={handlers} />}
      actions={(center) => <RowActions center={center} handlers={handlers} />}
    />
  );
}
