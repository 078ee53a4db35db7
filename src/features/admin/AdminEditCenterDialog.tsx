import { useState, type SubmitEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter } from './admin-data.ts';
import { AdminEditSchema, type AdminEdit } from './admin-edit-schema.ts';
import { Modal } from '../../components/Modal.tsx';
import { BUTTON, CONTROL } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';

const FIELDS: { name: keyof AdminEdit; label: string; type?: string }[] = [
  { name: 'company_name', label: 'Center name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'zip_code', label: 'ZIP code' },
  { name: 'phone_number', label: 'Phone number', type: 'tel' },
  { name: 'website', label: 'Website' },
  { name: 'email', label: 'Email', type: 'email' },
];

function EditForm({ center, onClose, onSaved }: { center: AdminCenter } & Omit<Props, 'center'>) {
  const [values, setValues] = useState<AdminEdit>(() => ({
    company_name: center.company_name,
    address: center.address,
    city: center.city,
    zip_code: center.zip_code,
    phone_number: center.phone_number,
    website: center.website,
    email: center.email,
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof AdminEdit, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    const parsed = AdminEditSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await getPocketBase().collection('centers').update(center.id, parsed.data);
      showToast({
        variant: 'success',
        title: 'Success',
        description: `${parsed.data.company_name} has been updated.`,
      });
      onClose();
      await onSaved();
    } catch (error) {
      console.error('Updating the center failed', error);
      // Focus goes to the message, not left on Save Changes (issue 17).
      showToast(
        {
          variant: 'error',
          title: 'Error',
          description: 'Error: Failed to update center. Please try again.',
        },
        { focus: true },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3 p-6">
      <h2 id="admin-edit-center-title" className="text-xl font-semibold">
        Edit {center.company_name}
      </h2>
      {FIELDS.map((field) => {
        const id = `admin-edit-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-medium">
              {field.label}
            </label>
            <input
              id={id}
              type={field.type ?? 'text'}
              className={CONTROL}
              value={values[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setValues({ ...values, [field.name]: event.target.value });
              }}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={BUTTON.primary} aria-disabled={busy || undefined}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

interface Props {
  center: AdminCenter | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** The admin's Edit on a center row: its name and contact details. */
export default function EditCenterDialog({ center, onClose, onSaved }: Props) {
  return (
    <Modal open={center !== null} onClose={onClose} titleId="admin-edit-center-title">
      {center && <EditForm center={center} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
