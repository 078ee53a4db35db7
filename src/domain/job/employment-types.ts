/**
 * Employment types of a job posting (owner-admin-side.md section 3), in the spec's order;
 * full-time is the default. Kept apart from the schemas so the careers page script can use
 * them without loading zod.
 */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
