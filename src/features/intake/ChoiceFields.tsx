import type { ReactNode } from 'react';

/**
 * The wizard's choice inputs: each names its error (aria-invalid, aria-describedby). Its text
 * inputs are the shared TextField (components/FormFields.tsx).
 */

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: ReactNode;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  error?: string | undefined;
  /** Lay the options out in columns from this width up. */
  columns?: boolean;
}

/** A fieldset of radio buttons or checkboxes with a legend. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, legend, type, options, selected, onToggle, error, columns = false } = props;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${String(index)}`}
              type={type}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                onToggle(option.value, event.target.checked);
              }}
              className="h-4 w-4 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

interface CheckboxProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** A single labelled checkbox (the consents). */
export function Checkbox({ id, name, label, checked, onChange, error }: CheckboxProps) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
