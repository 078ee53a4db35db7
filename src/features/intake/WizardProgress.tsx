import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { format } from '../../lib/i18n/format.ts';
import { useMessages } from '../../lib/i18n/react.tsx';

interface WizardProgressProps {
  /** 0-based. */
  step: number;
  total: number;
}

/** 'Step X of 5', the percent complete (step / 5) and a progress bar (public-side.md section 4). */
export default function WizardProgress({ step, total }: WizardProgressProps) {
  const m = useMessages('intake', englishIntake).progress;
  const percent = Math.round(((step + 1) / total) * 100);
  const values = { step: step + 1, total, percent };
  return (
    <div>
      <p className="flex justify-between text-sm font-medium text-slate-700">
        <span>{format(m.step, values)}</span>
        <span>{format(m.complete, values)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={m.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={format(m.value, values)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        {/* The bar's length is an SVG attribute, not a style attribute: the site's content
            security policy allows no inline styles, and the bar is drawn before it hydrates. */}
        <svg
          aria-hidden="true"
          className="block h-full w-full"
          viewBox="0 0 100 1"
          preserveAspectRatio="none"
        >
          <rect className="fill-brand-700" width={percent} height="1" />
        </svg>
      </div>
    </div>
  );
}
