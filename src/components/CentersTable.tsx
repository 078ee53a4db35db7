import TableHead from './TableHead.tsx';
import type { ReactNode } from 'react';
import { addressLine, formatPhone } from '../lib/format.ts';
import { CenterLogo } from './CenterLogo.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** What the table shows of every center. */
export interface TableCenter {
  id: string;
  number?: number | undefined;
  company_name: string;
  address: string;
  city: string;
  state?: string;
  zip_code: string;
  phone_number: string;
  email: string;
}

/** The cells that differ between the owner's dashboard and the admin area. */
export interface CentersTableProps<C extends TableCenter> {
  centers: C[];
  /** Logo URL per center id. */
  logos: Map<string, string>;
  /** Names the table and the card list for screen readers ('Your centers', 'All centers'). */
  label: string;
  /** Show the center number beside its name (the admin's). */
  showNumber?: boolean;
  /** The level of each small-screen card's heading: 2 right under the page's h1 (dashboard). */
  cardHeadingLevel?: 2 | 3;
  status: (center: C) => string;
  owner: (center: C) => string;
  accessCode: (center: C) => ReactNode;
  featured: (center: C) => ReactNode;
  actions: (center: C) => ReactNode;
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

function Contact({ center }: { center: TableCenter }) {
  return (
    <>
      <div>{center.phone_number ? formatPhone(center.phone_number) : '—'}</div>
      {center.email && <div className="break-all">{center.email}</div>}
    </>
  );
}

/**
 * The centers table of owner-admin-side.md section 2, for the dashboard and the admin area
 * alike: the spec's columns from 768 px up, cards below.
 */
export function CentersTable<C extends TableCenter>(props: CentersTableProps<C>) {
  const { centers, logos, label, showNumber = false, cardHeadingLevel = 3 } = props;
  const CardHeading = cardHeadingLevel === 2 ? 'h2' : 'h3';
  const number = (center: C) => (showNumber && center.number !== undefined ? center.number : null);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <TableHead headers={HEADERS} />
          <tbody>
            {centers.map((center) => (
              <tr key={center.id} className="border-b border-slate-200 align-top">
                <td className="px-2 py-3">
                  <CenterLogo name={center.company_name} url={logos.get(center.id)} />
                </td>
                <th scope="row" className="px-2 py-3 font-medium">
                  {center.company_name}
                  {number(center) !== null && (
                    <div className="text-xs font-normal text-slate-700">#{number(center)}</div>
                  )}
                </th>
                <td className="px-2 py-3">{addressLine(center) || '—'}</td>
                <td className="px-2 py-3">
                  <Contact center={center} />
                </td>
                <td className="px-2 py-3">
                  <StatusBadge status={props.status(center)} />
                </td>
                <td className="break-all px-2 py-3">{props.owner(center)}</td>
                <td className="px-2 py-3">{props.accessCode(center)}</td>
                <td className="px-2 py-3">{props.featured(center)}</td>
                <td className="px-2 py-3">{props.actions(center)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {centers.map((center) => (
          <li key={center.id} className="rounded-lg border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <CenterLogo name={center.company_name} url={logos.get(center.id)} />
              <div className="min-w-0 flex-1">
                <CardHeading className="font-semibold break-words">
                  {center.company_name}
                  {number(center) !== null && (
                    <span className="font-normal"> #{number(center)}</span>
                  )}
                </CardHeading>
                <p className="text-sm text-slate-700">{addressLine(center) || '—'}</p>
                {/* Under the name, never beside it: at 320 px a badge beside it covered it. */}
                <div className="mt-1">
                  <StatusBadge status={props.status(center)} />
                </div>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-700">Contact</dt>
              <dd>
                <Contact center={center} />
              </dd>
              <dt className="text-slate-700">Owner</dt>
              <dd className="break-all">{props.owner(center)}</dd>
              <dt className="text-slate-700">Access Code</dt>
              <dd>{props.accessCode(center)}</dd>
              <dt className="text-slate-700">Featured</dt>
              <dd>{props.featured(center)}</dd>
            </dl>
            <div className="mt-3">{props.actions(center)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
