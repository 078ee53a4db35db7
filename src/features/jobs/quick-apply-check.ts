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

/** The fields in the form's order: what is required first. */
const FIELDS: readonly QuickApplyField[] = [
  'applicant_name',
  'applicant_email',
  'resume',
  'applicant_phone',
  'cover_letter',
  'cover_letter_file',
];

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
  const resume = documentError(fileOf(data.get('resume')), true);
  if (resume) errors.resume = resume;
  const coverLetter = documentError(fileOf(data.get('cover_letter_file')), false);
  if (coverLetter) errors.cover_letter_file = coverLetter;
  // In the form's order, so the first message is the first field that has one.
  const ordered = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const message = errors[field];
      return message ? [[field, message]] : [];
    }),
  ) as QuickApplyErrors;
  return { ok: Object.keys(ordered).length === 0, errors: ordered };
}

/** True when `name` is a Quick Apply field that can carry a message. */
export function isQuickApplyField(name: string): name is QuickApplyField {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * The message of one field as the form stands ('' when it is fine), whatever the other
 * fields hold: shown as soon as the visitor leaves that field.
 */
export function checkQuickApplyField(data: FormData, field: QuickApplyField): string {
  return checkQuickApply(data).errors[field] ?? '';
}
