import * as z from 'zod/mini';

/**
 * Quick Apply (owner-admin-side.md section 5 'Job application'), with the spec's messages.
 * The island checks the form with it; PocketBase runs the same text rules on every create
 * (pb_hooks/site-bundle.js) and checks the files by their content (the collection's types).
 */

/** The largest resume or cover letter document (spec: 10 MB). */
export const DOCUMENT_MAX_MB = 10;
const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** The document types candidates may send, by extension. */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The spec's texts. */
export const APPLICATION_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  resume: 'Resume is required',
  size: `File size must be less than ${String(DOCUMENT_MAX_MB)}MB`,
  type: 'Please upload a PDF, DOC or DOCX file',
  tooLong: 'This text is too long',
  failed: 'Submission Failed: There was an error submitting your application. Please try again.',
} as const;

/** The text fields of an application (stored snake_case names). */
export const ApplicationTextSchema = z.object({
  applicant_name: z
    .string(APPLICATION_MESSAGES.name)
    .check(
      z.trim(),
      z.minLength(2, APPLICATION_MESSAGES.name),
      z.maxLength(200, APPLICATION_MESSAGES.tooLong),
    ),
  applicant_email: z
    .string(APPLICATION_MESSAGES.email)
    .check(z.trim(), z.email(APPLICATION_MESSAGES.email)),
  applicant_phone: z._default(
    z.string().check(z.trim(), z.maxLength(30, APPLICATION_MESSAGES.tooLong)),
    '',
  ),
  cover_letter: z._default(
    z.string().check(z.trim(), z.maxLength(20000, APPLICATION_MESSAGES.tooLong)),
    '',
  ),
});
export type ApplicationText = z.output<typeof ApplicationTextSchema>;

/**
 * A Quick Apply request body as sent: the text fields, the job, the documents (as multipart
 * files they travel apart from the text) and the hidden honeypot; any other field is refused.
 * Its output is the text fields alone.
 */
export const ApplicationBodySchema = z.pipe(
  z.strictObject({
    ...ApplicationTextSchema.shape,
    job: z.string(),
    website: z.optional(z.string()),
    resume: z.optional(z.unknown()),
    cover_letter_file: z.optional(z.unknown()),
  }),
  z.transform(
    ({ applicant_name, applicant_email, applicant_phone, cover_letter }): ApplicationText => ({
      applicant_name,
      applicant_email,
      applicant_phone,
      cover_letter,
    }),
  ),
);

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
}

/**
 * The message for a chosen document, or '' when it may be sent. The server checks the type
 * again by the file's content, whatever its name says.
 */
export function documentError(file: ChosenFile | null | undefined, required: boolean): string {
  if (!file || file.size === 0) return required ? APPLICATION_MESSAGES.resume : '';
  if (file.size > DOCUMENT_MAX_BYTES) return APPLICATION_MESSAGES.size;
  const name = file.name.toLowerCase();
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return APPLICATION_MESSAGES.type;
  return '';
}
