/** Class names shared by the site's controls (Tailwind; contrast checked by axe). */
export const BUTTON = {
  primary:
    'rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70',
  secondary:
    'rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-70 aria-disabled:opacity-70',
  danger:
    'rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-70 aria-disabled:opacity-70',
  small:
    'rounded-md border border-slate-400 bg-white px-2 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-60 aria-disabled:opacity-60',
  smallPrimary:
    'rounded-md bg-brand-700 px-2 py-1 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70',
  smallDanger:
    'rounded-md border border-red-700 bg-white px-2 py-1 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60 aria-disabled:opacity-60',
} as const;

/** Text inputs and selects. */
export const CONTROL =
  'mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 disabled:bg-slate-100 aria-[invalid=true]:border-red-700';

/** A label styled as a button for a visually hidden file input placed just before it. */
export const FILE_LABEL =
  'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';

/** A form's one main button, full width (sign-in, claim). */
export const PRIMARY_BUTTON =
  'w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70';
