import { useState, type SyntheticEvent } from 'react';
import { CITIES } from '../../domain/center/choices.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import {
  ADD_CENTER_MESSAGES,
  CREATE_CENTER_FIELDS,
  CreateCenterSchema,
  toNewCenter,
  type CreateCenterInput,
} from './add-center-schema.ts';
import { TextAreaField, TextField } from '../../components/FormFields.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';
import { centerFieldInputs } from '../../domain/center/center-form.ts';

type Field = keyof CreateCenterInput;

const FIELDS = centerFieldInputs(CREATE_CENTER_FIELDS);

/**
 * Create New Center (owner-admin-side.md sections 2 and 5): only the name is required. The new
 * center waits for an admin's approval (PocketBase makes it pending and unclaimed).
 */
export default function CreateCenterForm({ onCreated }: { onCreated: () => void }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pb = getPocketBase();
    if (!pb.authStore.isValid) {
      showToast(
        { variant: 'error', title: 'Error', description: ADD_CENTER_MESSAGES.signedOut },
        { focus: true },
      );
      return;
    }
    const parsed = CreateCenterSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) {
      setErrors(firstErrors<Field>(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await pb.collection('centers').create(toNewCenter(parsed.data));
      showToast({
        variant: 'success',
        title: 'Center Submitted Successfully!',
        description:
          'Your center was submitted for admin review. You will get its access code once it is approved.',
      });
      onCreated();
    } catch (error) {
      console.error('Adding the center failed', error);
      showToast(
        { variant: 'error', title: 'Error', description: ADD_CENTER_MESSAGES.failed },
        { focus: true },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p
        role="note"
        className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-slate-900"
      >
        Admin approval is required before your center is published in the directory.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={`new-center-${f.name}`}
            name={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            hint={f.hint}
            error={errors[f.name]}
            list={f.name === 'city' ? 'new-center-cities' : undefined}
          />
        ))}
      </div>
      <datalist id="new-center-cities">
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextAreaField
        id="new-center-services"
        name="services"
        label="Services"
        hint="Separate services with commas, for example: ABA therapy, Speech therapy."
        error={errors.services}
      />
      <TextAreaField
        id="new-center-business_description"
        name="business_description"
        label="Business description"
        error={errors.business_description}
      />
      <button type="submit" className={BUTTON.primary} disabled={busy}>
        {busy ? 'Submitting...' : 'Submit for Admin Review'}
      </button>
    </form>
  );
}
