import { TextField } from '../../components/FormFields.tsx';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_MB } from '../../domain/job/job-application-schema.ts';
import { format } from '../../lib/i18n/format.ts';
import englishJobs from '../../lib/i18n/messages/en/jobs.ts';
import { useMessages } from '../../lib/i18n/react.tsx';
import type { QuickApplyErrors, QuickApplyField } from './quick-apply-check.ts';

const CONTROL =
  'mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';
const ACCEPT = DOCUMENT_EXTENSIONS.join(',');

/** The Quick Apply form's fields, each with its label and message. */
export default function QuickApplyFields({ errors }: { errors: QuickApplyErrors }) {
  const m = useMessages('jobs', englishJobs).apply;
  const fileHint = format(m.fileHint, { mb: DOCUMENT_MAX_MB });
  const described = (name: QuickApplyField, hint = false) =>
    [hint ? `apply-${name}-hint` : '', errors[name] ? `apply-${name}-error` : '']
      .join(' ')
      .trim() || undefined;
  const message = (name: QuickApplyField) =>
    errors[name] && (
      <p id={`apply-${name}-error`} className="mt-1 text-sm text-red-800">
        {errors[name]}
      </p>
    );
  const file = (name: 'resume' | 'cover_letter_file', label: string) => (
    <div>
      <label htmlFor={`apply-${name}`} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <p id={`apply-${name}-hint`} className="text-sm text-slate-600">
        {fileHint}
      </p>
      <input
        id={`apply-${name}`}
        name={name}
        type="file"
        accept={ACCEPT}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name, true)}
        className={CONTROL}
      />
      {message(name)}
    </div>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="apply-applicant_name"
        name="applicant_name"
        label={m.name}
        autoComplete="name"
        error={errors.applicant_name}
      />
      <TextField
        id="apply-applicant_email"
        name="applicant_email"
        type="email"
        label={m.email}
        autoComplete="email"
        error={errors.applicant_email}
      />
      {/* What is required comes first: name, e-mail, resume; then what is optional. */}
      {file('resume', m.resume)}
      <TextField
        id="apply-applicant_phone"
        name="applicant_phone"
        type="tel"
        label={m.phone}
        autoComplete="tel"
        error={errors.applicant_phone}
      />
      {/* Hidden from people; bots that fill it are turned away on the server. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="apply-website">Website</label>
        <input id="apply-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="apply-cover_letter" className="block text-sm font-medium text-slate-900">
          {m.coverLetter}
        </label>
        <textarea
          id="apply-cover_letter"
          name="cover_letter"
          rows={5}
          aria-invalid={errors.cover_letter ? true : undefined}
          aria-describedby={described('cover_letter')}
          className={CONTROL}
        />
        {message('cover_letter')}
      </div>
      {file('cover_letter_file', m.coverLetterFile)}
    </div>
  );
}
