import { z } from 'zod';
import { centerFields } from '../../domain/center/center-form.ts';

/** The fields of the admin's quick edit, in order. */
export const ADMIN_EDIT_FIELDS = [
  'company_name',
  'address',
  'city',
  'zip_code',
  'phone_number',
  'website',
  'email',
] as const;

/**
 * The admin's quick edit of a listing's contact details (fixing what the data-quality view
 * finds): the listing's own field rules.
 */
export const AdminEditSchema = z.object(centerFields(ADMIN_EDIT_FIELDS));
export type AdminEdit = z.infer<typeof AdminEditSchema>;
