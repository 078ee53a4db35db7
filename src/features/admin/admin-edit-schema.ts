import { z } from 'zod';

/**
 * The admin's quick edit of a listing's contact details (fixing what the data-quality view
 * finds). PocketBase's field rules enforce the same limits on the server.
 */
export const AdminEditSchema = z.object({
  company_name: z
    .string()
    .trim()
    .min(1, 'Center name is required')
    .max(200, 'Center name must be at most 200 characters'),
  address: z.string().trim().max(300, 'Address must be at most 300 characters'),
  city: z.string().trim().max(100, 'City must be at most 100 characters'),
  zip_code: z
    .string()
    .trim()
    .regex(/^$|^[0-9]{5}$/, 'ZIP code must be 5 digits'),
  phone_number: z.string().trim().max(30, 'Phone number must be at most 30 characters'),
  website: z.string().trim().max(500, 'Website must be at most 500 characters'),
  email: z.union([z.literal(''), z.email('Please enter a valid email address')]),
});
export type AdminEdit = z.infer<typeof AdminEditSchema>;
