import type { InputHTMLAttributes } from 'react';

/** A labelled input with its error message (announced, and tied to the input). */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string | undefined; hint?: string | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The page's main button style. */
export const PRIMARY_BUTTON =
  'w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70';
