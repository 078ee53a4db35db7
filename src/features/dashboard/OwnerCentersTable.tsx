import { CentersTable as Table } from '../../components/CentersTable.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import { deriveDashboardStatus } from '../../domain/center/center-status.ts';
import type { OwnerCenter } from './dashboard-data.ts';

interface Props {
  centers: OwnerCenter[];
  /** Logo URL per center id. */
  logos: Map<string, string>;
  /** How the owner column names the signed-in owner. */
  owner: string;
  onEdit: (center: OwnerCenter) => void;
  onDelete: (center: OwnerCenter) => void;
}

function Actions({
  center,
  onEdit,
  onDelete,
}: Pick<Props, 'onEdit' | 'onDelete'> & { center: OwnerCenter }) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={BUTTON.small}
        aria-label={`Edit ${center.company_name}`}
        onClick={() => {
          onEdit(center);
        }}
      >
        Edit
      </button>
      <button
        type="button"
        className={BUTTON.smallDanger}
        aria-label={`Delete ${center.company_name}`}
        onClick={() => {
          onDelete(center);
        }}
      >
        Delete
      </button>
    </div>
  );
}

/**
 * The owner's centers: the shared centers table with the dashboard's status. Owners edit or
 * delete any of their rows; approving and rejecting are the admin's.
 */
export default function CentersTable({ centers, logos, owner, onEdit, onDelete }: Props) {
  return (
    <Table
      centers={centers}
      logos={logos}
      label="Your centers"
      cardHeadingLevel={2}
      status={deriveDashboardStatus}
      owner={() => owner}
      accessCode={(center) => <span className="font-mono">{center.access_code || '—'}</span>}
      featured={(center) => (center.premium ? 'Featured' : '—')}
      actions={(center) => <Actions center={center} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
