import { isPublicApproval } from '../../domain/center/center-status.ts';
import type { AdminCenter } from './admin-data.ts';
import { adminStatusOf } from './center-filter.ts';
import { BUTTON } from '../../components/control-styles.ts';

/** What a row's buttons do; `busy` is the id of the center a change is running on. */
export interface CenterHandlers {
  busy: string | null;
  onApprove: (center: AdminCenter) => void;
  onReject: (center: AdminCenter) => void;
  onToggleFeatured: (center: AdminCenter) => void;
  onGenerateCode: (center: AdminCenter) => void;
  onEdit: (center: AdminCenter) => void;
  onDelete: (center: AdminCenter) => void;
}

/** The Featured toggle: a pressed button flips premium (and featured) on the server. */
export function FeaturedToggle({
  center,
  handlers,
}: {
  center: AdminCenter;
  handlers: CenterHandlers;
}) {
  return (
    <button
      type="button"
      aria-pressed={center.premium}
      aria-label={`Featured: ${center.company_name}`}
      disabled={handlers.busy === center.id}
      onClick={() => {
        handlers.onToggleFeatured(center);
      }}
      className={`whitespace-nowrap rounded-full border px-2 py-0.5 text-sm font-medium disabled:opacity-60 ${
        center.premium
          ? 'border-amber-700 bg-amber-100 text-amber-950'
          : 'border-slate-400 bg-white text-slate-800'
      }`}
    >
      <span aria-hidden="true">{center.premium ? '★ ' : '☆ '}</span>
      Featured
    </button>
  );
}

/**
 * The access code (admins only see it here) and, for published unclaimed centers, (re)generate:
 * the server refuses codes for pending or rejected listings (a claim must not bypass review).
 */
export function AccessCodeCell({
  center,
  handlers,
}: {
  center: AdminCenter;
  handlers: CenterHandlers;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="font-mono">{center.access_code || '—'}</span>
      {!center.owner && isPublicApproval(center.approved) && (
        <button
          type="button"
          className={BUTTON.small}
          disabled={handlers.busy === center.id}
          aria-label={`${center.access_code ? 'Regenerate' : 'Generate'} access code for ${center.company_name}`}
          onClick={() => {
            handlers.onGenerateCode(center);
          }}
        >
          {center.access_code ? 'Regenerate' : 'Generate'}
        </button>
      )}
    </div>
  );
}

/** A pending row offers Approve and Reject; any other row Edit and Delete (spec). */
export function RowActions({
  center,
  handlers,
}: {
  center: AdminCenter;
  handlers: CenterHandlers;
}) {
  const busy = handlers.busy === center.id;
  const button = (label: string, className: string, onClick: () => void) => (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-label={`${label} ${center.company_name}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {adminStatusOf(center) === 'pending' ? (
        <>
          {button('Approve', BUTTON.smallPrimary, () => {
            handlers.onApprove(center);
          })}
          {button('Reject', BUTTON.smallDanger, () => {
            handlers.onReject(center);
          })}
        </>
      ) : (
        <>
          {button('Edit', BUTTON.small, () => {
            handlers.onEdit(center);
          })}
          {button('Delete', BUTTON.smallDanger, () => {
            handlers.onDelete(center);
          })}
        </>
      )}
    </div>
  );
}
