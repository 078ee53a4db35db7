import { useEffect, useRef, useState } from 'react';
import type { FilterChip } from './filter-chips.ts';
import { format } from './directory-text.ts';
import type { FilterKey } from './filter-state.ts';
import { useDirectoryText } from './use-directory-text.ts';

interface Props {
  chips: readonly FilterChip[];
  onRemove: (key: FilterKey) => void;
  /** Called when the last chip is removed, to put focus somewhere useful. */
  onEmpty: () => void;
}

/**
 * The filters in use, each a button that removes it. Focus moves to the next chip (or, after
 * the last, to `onEmpty`) so keyboard users can clear several in a row.
 */
export function ActiveFilterChips({ chips, onRemove, onEmpty }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const { m } = useDirectoryText();

  useEffect(() => {
    if (focusAt === null) return;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(focusAt, buttons.length - 1)];
    if (next) next.focus();
    else onEmpty();
    setFocusAt(null);
  }, [chips, focusAt, onEmpty]);

  if (chips.length === 0) return null;
  return (
    <ul ref={list} aria-label={m.chips.label} className="flex flex-wrap gap-2">
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={format(m.chips.remove, { filter: chip.label })}
            onClick={() => {
              setFocusAt(index);
              onRemove(chip.key);
            }}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
