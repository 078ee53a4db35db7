import { useMemo, useState, type ReactNode } from 'react';
import { isPublicApproval } from '../../domain/center/center-status.ts';
import { qualityReport, STALE_AFTER_DAYS } from './data-quality/data-quality.ts';
import { formatDate } from '../../lib/format.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter } from './admin-data.ts';
import { generateMissingAccessCodes } from './center-actions.ts';
import { BUTTON } from '../../components/control-styles.ts';

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">
        {title}: {count}
      </summary>
      <div className="mt-3">{count === 0 ? <p>None.</p> : children}</div>
    </details>
  );
}

const nameOf = (c: AdminCenter) =>
  `${c.company_name} (#${String(c.number)}${c.city ? `, ${c.city}` : ''})`;

function Names({ centers }: { centers: AdminCenter[] }) {
  return (
    <ul className="grid gap-1 text-sm sm:grid-cols-2">
      {centers.map((c) => (
        <li key={c.id}>{nameOf(c)}</li>
      ))}
    </ul>
  );
}

const dateOr = (value: string, fallback: string) => formatDate(value) || fallback;

/**
 * Beyond the spec: what makes listings let families down. Stale facts or availability (not
 * confirmed for 90 days; their owners get a monthly reminder), no phone, no website, unclaimed
 * listings, and possible duplicates (same name and city, and the same address or phone, once
 * spelling is ignored: the importer's rule, center-duplicates.ts);
 * first, the records the build leaves out because they do not fit its schema.
 */
export default function DataQuality({
  centers,
  ownerName,
  onChanged,
}: {
  centers: AdminCenter[];
  ownerName: (id: string) => string;
  onChanged: () => Promise<void>;
}) {
  const report = useMemo(() => qualityReport(centers, Date.now()), [centers]);
  const [busy, setBusy] = useState(false);
  const leftOut = useMemo(() => centers.filter((c) => c.siteProblem !== ''), [centers]);
  // Codes go only to published listings (the server refuses the others).
  const withoutCode = report.unclaimed.filter(
    (c) => !c.access_code && isPublicApproval(c.approved),
  ).length;

  const generateCodes = async () => {
    setBusy(true);
    try {
      const generated = await generateMissingAccessCodes(getPocketBase());
      showToast({
        variant: 'success',
        title: 'Access codes generated',
        description: `${String(generated)} unclaimed center(s) got an access code.`,
      });
      await onChanged();
    } catch (error) {
      console.error('Generating access codes failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to generate access codes. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-quality" className="space-y-3">
      <h2 id="admin-quality" className="text-2xl font-semibold">
        Data quality
      </h2>
      <Group title="Left out of the public site" count={leftOut.length}>
        <p className="mb-2 text-sm text-slate-700">
          These records do not fit the site&apos;s format, so the site is published without them.
          Edit the field named to fix it.
        </p>
        <ul className="space-y-1 text-sm">
          {leftOut.map((c) => (
            <li key={c.id}>
              <span className="font-medium">{nameOf(c)}</span>: {c.siteProblem}
            </li>
          ))}
        </ul>
      </Group>
      <Group
        title={`Not confirmed for ${String(STALE_AFTER_DAYS)} days`}
        count={report.stale.length}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Stale listings</caption>
            <thead>
              <tr>
                {[
                  'Center',
                  'Owner',
                  'Facts confirmed',
                  'Availability updated',
                  'Last reminder',
                ].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.stale.map((c) => (
                <tr key={c.id} className="border-t border-slate-200">
                  <th scope="row" className="px-2 py-1 font-medium">
                    {nameOf(c)}
                  </th>
                  <td className="px-2 py-1">{c.owner ? ownerName(c.owner) : 'Unclaimed'}</td>
                  <td className="px-2 py-1">{dateOr(c.facts_updated, 'Never')}</td>
                  <td className="px-2 py-1">{dateOr(c.availability_updated, 'Never')}</td>
                  <td className="px-2 py-1">
                    {dateOr(c.stale_reminder_sent, c.owner ? 'Not yet' : '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Group>
      <Group title="No phone number" count={report.noPhone.length}>
        <Names centers={report.noPhone} />
      </Group>
      <Group title="No website" count={report.noWebsite.length}>
        <Names centers={report.noWebsite} />
      </Group>
      <Group title="Unclaimed" count={report.unclaimed.length}>
        <p className="mb-2 text-sm text-slate-700">
          {withoutCode === 0
            ? 'Every published unclaimed center has an access code.'
            : `${String(withoutCode)} published unclaimed center(s) have no access code yet.`}
        </p>
        {withoutCode > 0 && (
          <button
            type="button"
            className={`${BUTTON.small} mb-3`}
            disabled={busy}
            onClick={() => void generateCodes()}
          >
            Generate missing access codes
          </button>
        )}
        <Names centers={report.unclaimed} />
      </Group>
      <Group title="Possible duplicates" count={report.duplicates.length}>
        <ul className="space-y-2 text-sm">
          {report.duplicates.map((group) => (
            <li key={group.map((c) => c.id).join('-')}>
              {group.map(nameOf).join(' · ')}
              <span className="text-slate-700"> — {group[0]?.address || 'no address'}</span>
            </li>
          ))}
        </ul>
      </Group>
    </section>
  );
}
