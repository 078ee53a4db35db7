import { WEEKDAYS } from '../../domain/center/weekdays.ts';
import type { EditValues, SetValue } from './edit-center-schema.ts';
import { TextField } from '../../components/FormFields.tsx';

const capitalized = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** Opening hours per weekday (both times, or neither for a closed day), and a free-text note. */
export default function HoursFields({
  values,
  errors,
  set,
}: {
  values: EditValues;
  errors: Record<string, string>;
  set: SetValue;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Hours</legend>
      <p className="text-sm text-slate-700">Leave both times empty on days you are closed.</p>
      {WEEKDAYS.map((day) => {
        const error = errors[`hours.${day}`];
        return (
          <fieldset
            key={day}
            className="grid grid-cols-[7rem_1fr_1fr] items-end gap-3"
            aria-describedby={error ? `edit-hours-${day}-error` : undefined}
          >
            <legend className="sr-only">{capitalized(day)}</legend>
            <span aria-hidden="true" className="pb-2 text-sm font-medium">
              {capitalized(day)}
            </span>
            {(['open', 'close'] as const).map((edge) => (
              <TextField
                key={edge}
                id={edge === 'open' ? `edit-hours-${day}` : `edit-hours-${day}-${edge}`}
                label={`${capitalized(day)} ${edge === 'open' ? 'opens' : 'closes'}`}
                type="time"
                value={values.hours[day][edge]}
                onChange={(e) => {
                  set('hours', {
                    ...values.hours,
                    [day]: { ...values.hours[day], [edge]: e.target.value },
                  });
                }}
              />
            ))}
            {error && (
              <p id={`edit-hours-${day}-error`} className="col-span-3 text-sm text-red-800">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <TextField
        id="edit-working_hours"
        label="Hours note"
        hint="Optional, for example: Evening sessions by appointment."
        value={values.working_hours}
        error={errors.working_hours}
        onChange={(e) => {
          set('working_hours', e.target.value);
        }}
      />
    </fieldset>
  );
}
