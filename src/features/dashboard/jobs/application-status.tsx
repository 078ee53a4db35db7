import type { ApplicationStatus } from './jobs-api.ts';

/** The spec's colours per application status: yellow, blue, green, red (section 4). */
export const STATUS_STYLE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-950 border-amber-400',
  reviewed: 'bg-blue-100 text-blue-900 border-blue-400',
  approved: 'bg-green-100 text-green-900 border-green-500',
  rejected: 'bg-red-100 text-red-900 border-red-400',
};

/** A status as people read it: 'Pending', 'Reviewed', ... */
export function statusName(status: ApplicationStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** An application's status badge. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`rounded-full border px-2 py-0.5 text-sm font-medium ${STATUS_STYLE[status]}`}>
      {statusName(status)}
    </span>
  );
}
