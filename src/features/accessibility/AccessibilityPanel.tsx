import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FONT_SIZES } from './settings.ts';
import { $accessibility, updateAccessibility } from './store.ts';

function OnOff(props: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <span id={id} className="font-medium">
        {props.label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={props.on}
        aria-labelledby={id}
        onClick={() => {
          props.onChange(!props.on);
        }}
        className={`min-w-16 rounded-md border px-3 py-1.5 text-sm font-semibold ${
          props.on
            ? 'border-brand-800 bg-brand-700 text-white'
            : 'border-slate-400 bg-white text-slate-900'
        }`}
      >
        {props.on ? 'On' : 'Off'}
      </button>
    </div>
  );
}

/** The floating 'Accessibility' button and its 'Accessibility Options' popover. */
export default function AccessibilityPanel() {
  const settings = useStore($accessibility);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="fixed bottom-4 right-4 z-50 flex flex-col items-end gap-2 print:hidden">
      {open && (
        <div
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="w-72 rounded-xl border border-slate-300 bg-white p-4 text-slate-900 shadow-xl"
        >
          <h2 id={titleId} className="text-lg font-semibold">
            Accessibility Options
          </h2>
          <OnOff
            label="High Contrast"
            on={settings.highContrast}
            onChange={(highContrast) => {
              updateAccessibility({ highContrast });
            }}
          />
          <OnOff
            label="Reduced Motion"
            on={settings.reducedMotion}
            onChange={(reducedMotion) => {
              updateAccessibility({ reducedMotion });
            }}
          />
          <fieldset className="mt-2">
            <legend className="font-medium">Text Size</legend>
            <div className="mt-2 flex gap-2">
              {FONT_SIZES.map((size) => (
                <button
                  key={size.value}
                  type="button"
                  aria-pressed={settings.fontSize === size.value}
                  onClick={() => {
                    updateAccessibility({ fontSize: size.value });
                  }}
                  className={`flex-1 rounded-md border px-2 py-1.5 font-semibold ${
                    settings.fontSize === size.value
                      ? 'border-brand-800 bg-brand-700 text-white'
                      : 'border-slate-400 bg-white text-slate-900'
                  }`}
                >
                  {size.label}
                  <span className="sr-only"> ({size.name})</span>
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label="Accessibility"
        onClick={() => {
          setOpen((value) => !value);
        }}
        className="flex items-center gap-2 rounded-full bg-brand-800 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <circle cx="12" cy="4" r="2" />
          <path d="M4 8h16v2h-5v4l2 7h-2.2L12 15l-2.8 6H7l2-7v-4H4z" />
        </svg>
        <span className="md:sr-only">Accessibility</span>
      </button>
    </div>
  );
}
