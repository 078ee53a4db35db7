import { addressLine, formatPhone } from '../../lib/format.ts';
import { CenterLogo } from '../../components/CenterLogo.tsx';
import type { OwnerCenter } from './dashboard-data.ts';
import { deriveDashboardStatus, statusLabel } from '../../lib/center-status.ts';
import { BUTTON } from '../../components/FormFields.tsx';

interface Props {
  centers: OwnerCenter[];
  /** Logo URL per center id. */
  logos: Map<string, string>;
  /** How the owner column names the signed-in owner. */
  owner: string;
  onEdit: (center: OwnerCenter) => void;
  onDelete: (center: OwnerCenter) => void;
}

const BADGE: Record<string, string> = {
  approved: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
};

function StatusBadge({ center }: { center: OwnerCenter }) {
  const status = deriveDashboardStatus(center);
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-medium ${BADGE[status] ?? 'bg-red-100 text-red-900'}`}
    >
      {statusLabel(status)}
    </span>
  );
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
        className={`${BUTTON.small} text-red-800`}
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
 * The owner's centers (owner-admin-side.md section 2, Centers table): a table from 768 px up,
 * cards below. Owners edit or delete any of their rows; approving and rejecting are the
 * admin's (the admin issue's table).
 */
export default function CentersTable({ centers, logos, owner, onEdit, onDelete }: Props) {
  const headers = [
    'Logo',
    'Center Name',
    'Location',
    'Contact',
    'Status',
    'Owner',
    'Access Code',
    'Featured',
    'Actions',
  ];
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your centers</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="px-2 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {centers.map((center) => (
              <tr key={center.id} className="border-b border-slate-200 align-top">
                <td className="px-2 py-3">
                  <CenterLogo name={center.company_name} url={logos.get(center.id)} />
                </td>
                <th scope="row" className="px-2 py-3 font-medium">
                  {center.company_name}
                </th>
                <td className="px-2 py-3">{addressLine(center) || '—'}</td>
                <td className="px-2 py-3">
                  <div>{center.phone_number ? formatPhone(center.phone_number) : '—'}</div>
                  {center.email && <div className="break-all">{center.email}</div>}
                </td>
                <td className="px-2 py-3">
                  <StatusBadge center={center} />
                </td>
                <td className="px-2 py-3">{owner}</td>
                <td className="px-2 py-3 font-mono">{center.access_code || '—'}</td>
                <td className="px-2 py-3">{center.premium ? 'Featured' : '—'}</td>
                <td className="px-2 py-3">
                  <Actions center={center} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Your centers">
        {centers.map((center) => (
          <li key={center.id} className="rounded-lg border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <CenterLogo name={center.company_name} url={logos.get(center.id)} />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{center.company_name}</h3>
                <p className="text-sm text-slate-700">{addressLine(center) || '—'}</p>
              </div>
              <StatusBadge center={center} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Contact</dt>
              <dd>
                {center.phone_number ? formatPhone(center.phone_number) : center.email || '—'}
              </dd>
              <dt className="text-slate-600">Owner</dt>
              <dd>{owner}</dd>
              <dt className="text-slate-600">Access Code</dt>
              <dd className="font-mono">{center.access_code || '—'}</dd>
              <dt className="text-slate-600">Featured</dt>
              <dd>{center.premium ? 'Featured' : '—'}</dd>
            </dl>
            <div className="mt-3">
              <Actions center={center} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
