import { useState, type SyntheticEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { OwnerCenter } from './dashboard-data.ts';
import {
  EDIT_MESSAGES,
  EditCenterSchema,
  toCenterUpdate,
  toEditValues,
  LISTING_FIELDS,
  type EditValues,
  type SetValue,
} from './edit-center-schema.ts';
import FactsFields from './FactsFields.tsx';
import { TextAreaField, TextField } from '../../components/FormFields.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import HoursFields from './HoursFields.tsx';
import { notifyError, refusalText } from './notify.ts';
import ImageSlot from './ImageSlot.tsx';
import type { PlanType } from '../../domain/plan/premium.ts';
import PremiumFields from './PremiumFields.tsx';
import { firstErrors } from '../../lib/field-errors.ts';
import { centerFieldInputs, TRANSLATED_DESCRIPTIONS } from '../../domain/center/center-form.ts';
import { publishAfter } from './publishing.ts';

const LISTING = centerFieldInputs(LISTING_FIELDS);

/**
 * Basic Info: the main image, the listing, the families-facing facts and hours, and (premium)
 * social links and the knowledge base. Saving stamps 'last updated' on the server.
 */
export default function BasicInfoForm({
  center,
  plan,
  onSaved,
}: {
  center: OwnerCenter;
  plan: PlanType;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<EditValues>(() => toEditValues(center));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set: SetValue = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    if (!Number.isInteger(center.number) || center.number < 1) {
      showToast({ variant: 'error', title: 'Error', description: EDIT_MESSAGES.invalidId });
      return;
    }
    const parsed = EditCenterSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstErrors(parsed.error, 2);
      setErrors(found);
      const first = Object.keys(found)[0]?.replace('.', '-');
      if (first) document.getElementById(`edit-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await publishAfter(() =>
        getPocketBase().collection('centers').update(center.id, toCenterUpdate(parsed.data, plan)),
      );
      showToast({ variant: 'success', title: 'Center Updated', description: EDIT_MESSAGES.saved });
      onSaved();
    } catch (error) {
      console.error('Saving the center failed', error);
      // A premium refusal says the spec's 'Premium Feature Required: …' text.
      // Focus goes to the message, not left on Save Changes.
      notifyError(refusalText(error, EDIT_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <ImageSlot centerId={center.id} kind="main" title="Main image" />
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Listing</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {LISTING.map((f) => (
              <TextField
                key={f.name}
                id={`edit-${f.name}`}
                label={f.label}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                hint={f.hint}
                value={values[f.name]}
                error={errors[f.name]}
                onChange={(e) => {
                  set(f.name, e.target.value);
                }}
              />
            ))}
          </div>
          <TextAreaField
            id="edit-services"
            label="Services"
            hint="Separate services with commas."
            value={values.services}
            error={errors.services}
            onChange={(e) => {
              set('services', e.target.value);
            }}
          />
          <TextAreaField
            id="edit-business_description"
            label="Business description"
            value={values.business_description}
            error={errors.business_description}
            onChange={(e) => {
              set('business_description', e.target.value);
            }}
          />
          {/* Shown on the center's page in that language instead of the English one. */}
          {TRANSLATED_DESCRIPTIONS.map((d) => (
            <TextAreaField
              key={d.name}
              id={`edit-${d.name}`}
              label={d.label}
              hint="Optional. Shown on your page in that language; the English description is shown otherwise."
              lang={d.lang}
              value={values[d.name]}
              error={errors[d.name]}
              onChange={(e) => {
                set(d.name, e.target.value);
              }}
            />
          ))}
          <TextAreaField
            id="edit-about"
            label="About"
            rows={4}
            value={values.about}
            error={errors.about}
            onChange={(e) => {
              set('about', e.target.value);
            }}
          />
        </fieldset>
        <FactsFields values={values} errors={errors} set={set} />
        <HoursFields values={values} errors={errors} set={set} />
        <PremiumFields centerId={center.id} plan={plan} values={values} errors={errors} set={set} />
        <div className="sticky -bottom-6 flex justify-end border-t border-slate-200 bg-white pb-6 pt-3">
          <button type="submit" className={BUTTON.primary} aria-disabled={busy || undefined}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </div>
  );
}
