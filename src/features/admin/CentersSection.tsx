import Pager from '../../components/Pager.tsx';
import { useMemo, useState } from 'react';
import { statusLabel } from '../../domain/center/center-status.ts';
import type { AdminCenter } from './admin-data.ts';
import AdminCentersTable from './AdminCentersTable.tsx';
import { filterCenters, pageOf, type CenterFilter } from './center-filter.ts';
import DeleteCenterDialog from '../../components/DeleteCenterDialog.tsx';
import EditCenterDialog from './AdminEditCenterDialog.tsx';
import { CONTROL } from '../../components/control-styles.ts';
import { useCenterActions } from './use-center-actions.ts';

const PAGE_SIZE = 20;
const STATUSES = ['all', 'pending', 'approved', 'available', 'unclaimed', 'rejected'] as const;
const STATUS_OPTION: Record<string, string> = { all: 'All statuses' };

interface Props {
  centers: AdminCenter[];
  logos: Map<string, string>;
  ownerName: (id: string) => string;
  onChanged: () => Promise<void>;
}

/** Every center, searchable and filterable by status, 20 per page, with the admin's actions. */
export default function CentersSection({ centers, logos, ownerName, onChanged }: Props) {
  const [filter, setFilter] = useState<CenterFilter>({ query: '', status: 'all' });
  const [page, setPage] = useState(1);
  const actions = useCenterActions(onChanged);
  const matching = useMemo(() => filterCenters(centers, filter), [centers, filter]);
  const shown = pageOf(matching, page, PAGE_SIZE);
  const current = Math.min(page, shown.pages);
  const update = (next: Partial<CenterFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <section aria-labelledby="admin-centers" className="space-y-4">
      <h2 id="admin-centers" className="text-2xl font-semibold">
        Centers
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="admin-center-search" className="block text-sm font-medium">
            Search centers
          </label>
          <input
            id="admin-center-search"
            type="search"
            className={CONTROL}
            placeholder="Name, city, ZIP, number or access code"
            value={filter.query}
            onChange={(event) => {
              update({ query: event.target.value });
            }}
          />
        </div>
        <div>
          <label htmlFor="admin-center-status" className="block text-sm font-medium">
            Status
          </label>
          <select
            id="admin-center-status"
            className={CONTROL}
            value={filter.status}
            onChange={(event) => {
              update({ status: event.target.value as CenterFilter['status'] });
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_OPTION[s] ?? statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {matching.length === 1 ? '1 center' : `${String(matching.length)} centers`}
      </p>
      {matching.length > 0 && (
        <AdminCentersTable
          centers={shown.items}
          logos={logos}
          ownerName={ownerName}
          handlers={actions.handlers}
        />
      )}
      {shown.pages > 1 && (
        <Pager label="Centers pages" page={current} pages={shown.pages} onPage={setPage} />
      )}
      <EditCenterDialog
        center={actions.editing}
        onClose={() => {
          actions.setEditing(null);
        }}
        onSaved={onChanged}
      />
      <DeleteCenterDialog
        center={actions.deleting}
        onClose={() => {
          actions.setDeleting(null);
        }}
        onDeleted={onChanged}
      />
    </section>
  );
}
