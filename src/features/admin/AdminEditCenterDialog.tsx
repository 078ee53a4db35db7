import { useState, type SubmitEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter } from './admin-data.ts';
import { ADMIN_EDIT_FIELDS, AdminEditSchema, type AdminEdit } from './admin-edit-schema.ts';
import { centerFieldInputs } from '../../domain/center/center-form.ts';
import { TextField } from '../../components/FormFields.tsx';
import { Modal } from '../../components/Modal.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';

const FIELDS = centerFieldInputs(ADMIN_EDIT_FIELDS);

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
      // Focus goes to the message, not left on Save Changes.
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
        return (
          <TextField
            key={field.name}
            id={`admin-edit-${field.name}`}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete="off"
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(event) => {
              setValues({ ...values, [field.name]: event.target.value });
            }}
          />
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
