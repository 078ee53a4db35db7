import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../lib/toast.ts';

/** Renders the toasts of src/lib/toast.ts; the regions exist from the start so they announce. */
export default function Toaster() {
  const toasts = useStore($toasts);
  const list = (variant: 'success' | 'error') =>
    toasts
      .filter((t) => t.variant === variant)
      .map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex w-80 items-start gap-3 rounded-lg border p-4 shadow-lg ${
            variant === 'error'
              ? 'border-red-700 bg-red-50 text-red-950'
              : 'border-green-700 bg-green-50 text-green-950'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            <p className="text-sm">{t.description}</p>
          </div>
          <button
            type="button"
            className="rounded px-1 text-lg leading-none"
            aria-label="Dismiss notification"
            onClick={() => {
              dismissToast(t.id);
            }}
          >
            ×
          </button>
        </div>
      ));
  return (
    <div className="pointer-events-none fixed left-1/2 top-4 z-[60] flex -translate-x-1/2 flex-col gap-2">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list('success')}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {list('error')}
      </div>
    </div>
  );
}
