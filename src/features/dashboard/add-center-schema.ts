import { z } from 'zod';

/**
 * The Add Center dialog's forms (owner-admin-side.md sections 2 and 5). PocketBase enforces
 * the same limits (centers collection) and, for anyone but admins, makes the new center
 * pending, unclaimed, not premium and in Minnesota (pb_hooks/centers.pb.js).
 */
export const ADD_CENTER_MESSAGES = {
  signedOut: 'You must be logged in to add a center.',
  name: 'Center name is required',
  zip: 'ZIP code must be 5 digits',
  email: 'Please enter a valid email address',
  year: 'Please enter a four-digit year',
  employees: 'Please enter a whole number',
  failed: 'Failed to add center. Please try again.',
  codeRequired: 'Please enter an access code.',
  claimSignedOut: 'You must be logged in to claim a center.',
} as const;

const text = (max: number) => z.string().trim().max(max);

/** Create New Center: only the name is required. */
export const CreateCenterSchema = z.object({
  company_name: z.string().trim().min(1, ADD_CENTER_MESSAGES.name).max(200),
  address: text(300),
  city: text(100),
  zip_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, ADD_CENTER_MESSAGES.zip),
  phone_number: text(30),
  website: text(500),
  email: z.union([z.literal(''), z.email(ADD_CENTER_MESSAGES.email)]),
  services: text(5000),
  business_description: text(5000),
  year_established: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, ADD_CENTER_MESSAGES.year),
  employee_count: z.string().trim().regex(/^\d*$/, ADD_CENTER_MESSAGES.employees),
});
export type CreateCenterInput = z.infer<typeof CreateCenterSchema>;

/** Comma-separated services as the stored list. */
export function servicesList(services: string): string[] {
  return services
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

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
