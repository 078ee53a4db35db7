import { ApplicationTextSchema, documentError } from '../../domain/job/job-application-schema.ts';

/** Quick Apply's fields that can carry a message. */
export type QuickApplyField =
  | 'applicant_name'
  | 'applicant_email'
  | 'applicant_phone'
  | 'cover_letter'
  | 'cover_letter_file'
  | 'resume';
export type QuickApplyErrors = Partial<Record<QuickApplyField, string>>;

const textOf = (value: FormDataEntryValue | null): string =>
  typeof value === 'string' ? value : '';
const fileOf = (value: FormDataEntryValue | null): File | null =>
  value instanceof File ? value : null;

/** Checks the Quick Apply form as sent: the text with the shared schema, then the files. */
export function checkQuickApply(data: FormData): { ok: boolean; errors: QuickApplyErrors } {
  const errors: QuickApplyErrors = {};
  const text = ApplicationTextSchema.safeParse({
    applicant_name: textOf(data.get('applicant_name')),
    applicant_email: textOf(data.get('applicant_email')),
    applicant_phone: textOf(data.get('applicant_phone')),
    cover_letter: textOf(data.get('cover_letter')),
  });
  if (!text.success) {
    for (const issue of text.error.issues) {
      const key = issue.path[0] as QuickApplyField;
      errors[key] ??= issue.message;
    }
  }
  const coverLetter = documentError(fileOf(data.get('cover_letter_file')), false);
  if (coverLetter) errors.cover_letter_file = coverLetter;
  const resume = documentError(fileOf(data.get('resume')), true);
  if (resume) errors.resume = resume;
  return { ok: Object.keys(errors).length === 0, errors };
}
