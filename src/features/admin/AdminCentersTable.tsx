import { addressLine, formatPhone } from '../../lib/format.ts';
import { CenterLogo } from '../../components/CenterLogo.tsx';
import type { AdminCenter } from './admin-data.ts';
import {
  AccessCodeCell,
  FeaturedToggle,
  RowActions,
  StatusBadge,
  type CenterHandlers,
} from './CenterCells.tsx';

interface Props {
  centers: AdminCenter[];
  logos: Map<string, string>;
  /** How the Owner column names a user id. */
  ownerName: (id: string) => string;
  handlers: CenterHandlers;
}

const HEADERS = [
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

function Contact({ center }: { center: AdminCenter }) {
  return (
    <>
      <div>{center.phone_number ? formatPhone(center.phone_number) : '—'}</div>
      {center.email && <div className="break-all">{center.email}</div>}
    </>
  );
}

/**
 * The admin's centers table (owner-admin-side.md section 2, Centers table): the spec's columns
 * from 768 px up, cards below. Access codes are shown here and nowhere else in the site.
 */
export default function AdminCentersTable({ centers, logos, ownerName, handlers }: Props) {
  const owner = (center: AdminCenter) => (center.owner ? ownerName(center.owner) : '—');
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All centers</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              {HEADERS.map((h) => (
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
                  <div className="text-xs font-normal text-slate-700">#{center.number}</div>
                </th>
                <td className="px-2 py-3">{addressLine(center) || '—'}</td>
                <td className="px-2 py-3">
                  <Contact center={center} />
                </td>
                <td className="px-2 py-3">
                  <StatusBadge center={center} />
                </td>
                <td className="break-all px-2 py-3">{owner(center)}</td>
                <td className="px-2 py-3">
                  <AccessCodeCell center={center} handlers={handlers} />
                </td>
                <td className="px-2 py-3">
                  <FeaturedToggle center={center} handlers={handlers} />
                </td>
                <td className="px-2 py-3">
                  <RowActions center={center} handlers={handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="All centers">
        {centers.map((center) => (
          <li key={center.id} className="rounded-lg border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <CenterLogo name={center.company_name} url={logos.get(center.id)} />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">
                  {center.company_name} <span className="font-normal">#{center.number}</span>
                </h3>
                <p className="text-sm text-slate-700">{addressLine(center) || '—'}</p>
              </div>
              <StatusBadge center={center} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-700">Contact</dt>
              <dd>
                <Contact center={center} />
              </dd>
              <dt className="text-slate-700">Owner</dt>
              <dd className="break-all">{owner(center)}</dd>
              <dt className="text-slate-700">Access Code</dt>
              <dd>
                <AccessCodeCell center={center} handlers={handlers} />
              </dd>
              <dt className="text-slate-700">Featured</dt>
              <dd>
                <FeaturedToggle center={center} handlers={handlers} />
              </dd>
            </dl>
            <div className="mt-3">
              <RowActions center={center} handlers={handlers} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
