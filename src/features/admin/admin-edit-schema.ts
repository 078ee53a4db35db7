import { z } from 'zod';
import { CONTACT_FIELDS, centerFields } from '../../domain/center/center-form.ts';

/** The fields of the admin's quick edit, in order: the contact details. */
export const ADMIN_EDIT_FIELDS = CONTACT_FIELDS;

/**
 * The admin's quick edit of a listing's contact details (fixing what the data-quality view
 * finds): the listing's own field rules.
 */
export const AdminEditSchema = z.object(centerFields(ADMIN_EDIT_FIELDS));
export type AdminEdit = z.infer<typeof AdminEditSchema>;
