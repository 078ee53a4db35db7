import {
  ACCEPTING_CLIENTS,
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
} from '../../domain/center/choices.ts';
import type { EditValues, SetValue } from './edit-center-schema.ts';
import { CheckboxGroup, TextField } from '../../components/FormFields.tsx';

/**
 * What families ask first (DESIGN.md decision 12): openings, ages, insurance and funding,
 * languages and where services happen. Saving them stamps 'last updated' on the public page.
 */
export default function FactsFields({
  values,
  errors,
  set,
}: {
  values: EditValues;
  errors: Record<string, string>;
  set: SetValue;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">For families</legend>
      <p className="text-sm text-slate-700">
        Families see these on your page with the date you last saved them. Saving confirms they are
        current.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="edit-accepting_clients" className="block text-sm font-medium">
            Accepting new clients
          </label>
          <select
            id="edit-accepting_clients"
            value={values.accepting_clients}
            onChange={(e) => {
              set('accepting_clients', e.target.value as EditValues['accepting_clients']);
            }}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          >
            <option value="">Not listed</option>
            {ACCEPTING_CLIENTS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {values.accepting_clients === 'waitlist' && (
          <TextField
            id="edit-waitlist_weeks"
            label="Waitlist (weeks)"
            inputMode="numeric"
            hint="About how many weeks a family waits."
            value={values.waitlist_weeks}
            error={errors.waitlist_weeks}
            onChange={(e) => {
              set('waitlist_weeks', e.target.value);
            }}
          />
        )}
      </div>
      <CheckboxGroup
        name="ages_served"
        legend="Ages served"
        choices={AGE_GROUPS}
        value={values.ages_served}
        onChange={(v) => {
          set('ages_served', v);
        }}
      />
      <CheckboxGroup
        name="insurance_accepted"
        legend="Insurance and funding accepted"
        choices={INSURANCE}
        value={values.insurance_accepted}
        onChange={(v) => {
          set('insurance_accepted', v);
        }}
      />
      <CheckboxGroup
        name="languages"
        legend="Languages"
        choices={LANGUAGES}
        value={values.languages}
        onChange={(v) => {
          set('languages', v);
        }}
      />
      <CheckboxGroup
        name="service_settings"
        legend="Where services happen"
        choices={SERVICE_SETTINGS}
        value={values.service_settings}
        onChange={(v) => {
          set('service_settings', v);
        }}
      />
    </fieldset>
  );
}
