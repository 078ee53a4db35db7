interface WizardProgressProps {
  /** 0-based. */
  step: number;
  total: number;
}

/** 'Step X of 5', the percent complete (step / 5) and a progress bar (public-side.md section 4). */
export default function WizardProgress({ step, total }: WizardProgressProps) {
  const percent = Math.round(((step + 1) / total) * 100);
  return (
    <div>
      <p className="flex justify-between text-sm font-medium text-slate-700">
        <span>
          Step {step + 1} of {total}
        </span>
        <span>{percent}% complete</span>
      </p>
      <div
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${String(step + 1)} of ${String(total)}, ${String(percent)}% complete`}
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
