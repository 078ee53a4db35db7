import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { CONTROL } from './control-styles.ts';

/** A field's label, hint and error, tied to its control by id. */
function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
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
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
}

type Common = {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled text input. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...input}
      />
    </Labelled>
  );
}

/** A labelled text area. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...area}
      />
    </Labelled>
  );
}

/** A group of checkboxes for a multi-choice field (a fieldset with a legend). */
export function CheckboxGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              disabled={disabled}
              checked={value.includes(choice.value)}
              onChange={(event) => {
                onChange(
                  event.target.checked
                    ? [...value, choice.value]
                    : value.filter((v) => v !== choice.value),
                );
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
