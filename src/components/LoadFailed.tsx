import { BUTTON } from './control-styles.ts';

/** 'Error loading {what}' with Try Again (the spec's load failures of the dashboard and admin). */
export default function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">Error loading {what}</p>
      <button type="button" className={`${BUTTON.secondary} mt-2`} onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
