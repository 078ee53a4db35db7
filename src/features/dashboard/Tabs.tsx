import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its label and panel; a locked tab stays visible but opens nothing. */
export interface TabSpec {
  id: string;
  label: string;
  panel: ReactNode;
  /** Locked (aria-disabled): selecting it calls onLockedSelect instead of opening it. */
  locked?: boolean;
  /** A short note shown beside a locked tab's label, e.g. 'Premium'. */
  lockedNote?: string;
}

/**
 * Tabs in the WAI-ARIA pattern: a tablist, arrow keys move between tabs, one panel shows.
 * Locked tabs are focusable (so their reason can be read) and never open.
 */
export function Tabs({
  idPrefix,
  label,
  tabs,
  onLockedSelect,
}: {
  idPrefix: string;
  label: string;
  tabs: TabSpec[];
  onLockedSelect?: (tab: TabSpec) => void;
}) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (tab: TabSpec) => {
    if (tab.locked) onLockedSelect?.(tab);
    else setSelected(tab.id);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    buttons.current[(index + step + tabs.length) % tabs.length]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-300"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-controls={selected === tab.id ? `${idPrefix}-panel-${tab.id}` : undefined}
            aria-selected={selected === tab.id}
            aria-disabled={tab.locked ? true : undefined}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => {
              choose(tab);
            }}
            onKeyDown={(event) => {
              onKeyDown(event, index);
            }}
            className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-slate-700 aria-disabled:text-slate-500 aria-selected:border-slate-300 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-800"
          >
            {tab.label}
            {tab.locked && tab.lockedNote && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {tab.lockedNote}
              </span>
            )}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${idPrefix}-panel-${tab.id}`}
            aria-labelledby={`${idPrefix}-tab-${tab.id}`}
            tabIndex={0}
            className="pt-4"
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
