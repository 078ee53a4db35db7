import { z } from 'zod';
import { CONTACT_FIELDS, centerFields, servicesList } from '../../domain/center/center-form.ts';

/**
 * The Add Center dialog's forms (owner-admin-side.md sections 2 and 5). PocketBase enforces
 * the same limits (centers collection) and, for anyone but admins, makes the new center
 * pending, unclaimed, not premium and in Minnesota (pb_hooks/centers.pb.js).
 */
export const ADD_CENTER_MESSAGES = {
  signedOut: 'You must be logged in to add a center.',
  failed: 'Failed to add center. Please try again.',
  codeRequired: 'Please enter an access code.',
  claimSignedOut: 'You must be logged in to claim a center.',
} as const;

/** The fields Create New Center asks for, in order. */
export const CREATE_CENTER_FIELDS = [
  ...CONTACT_FIELDS,
  'year_established',
  'employee_count',
] as const;

/** Create New Center: only the name is required. */
export const CreateCenterSchema = z.object({
  ...centerFields(CREATE_CENTER_FIELDS),
  ...centerFields(['services', 'business_description']),
});
export type CreateCenterInput = z.infer<typeof CreateCenterSchema>;

/** The centers record to create: services as a list, numbers parsed (employees default 0). */
export function toNewCenter(input: CreateCenterInput): Record<string, unknown> {
  return {
    ...input,
    email: input.email.trim(),
    services: servicesList(input.services),
    year_established: input.year_established ? Number(input.year_established) : 0,
    employee_count: input.employee_count ? Number.parseInt(input.employee_count, 10) : 0,
  };
}

/** Claim Existing Center: the code must not be empty once trimmed (no length check). */
export const ClaimCodeSchema = z.object({
  code: z.string().trim().min(1, ADD_CENTER_MESSAGES.codeRequired),
});
