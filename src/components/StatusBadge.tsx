import { statusLabel } from '../domain/center/center-status.ts';

/** Badge colours by status; any other status (rejected, raw values) is red. */
const BADGE: Record<string, string> = {
  approved: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  available: 'bg-sky-100 text-sky-950',
  unclaimed: 'bg-slate-100 text-slate-800',
};

/** A center's status badge (owner-admin-side.md section 4, 'Badge labels'). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status-badge
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-medium ${BADGE[status] ?? 'bg-red-100 text-red-900'}`}
    >
      {statusLabel(status)}
    </span>
  );
}
