import type { ReactNode, Ref } from 'react';

interface Props {
  /** The button's accessible name (its visible content is a symbol). */
  label: string;
  onClick: () => void;
  /** Shown as unavailable but kept focusable, so focus never drops out of the dialog. */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A round icon button of the lightbox. */
export default function LightboxButton({ label, onClick, disabled = false, ref, children }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-2xl leading-none text-white hover:bg-white/25 focus-visible:outline-white aria-disabled:opacity-40"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
