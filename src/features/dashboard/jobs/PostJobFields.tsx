import { EMPLOYMENT_TYPE_LABELS } from '../../../domain/job/center-jobs.ts';
import { EMPLOYMENT_TYPES } from '../../../domain/job/employment-types.ts';
import { TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { JOB_MESSAGES } from '../../../domain/job/job-posting-schema.ts';

/** The Post Job form's fields (owner-admin-side.md section 2), each with its message. */
export default function PostJobFields({ errors }: { errors: Record<string, string> }) {
  const id = (name: string) => `post-job-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField id={id('title')} name="title" label="Job title" error={errors['title']} />
      </div>
      <div>
        <label htmlFor={id('employment_type')} className="block text-sm font-medium text-slate-900">
          Employment type
        </label>
        <select
          id={id('employment_type')}
          name="employment_type"
          defaultValue="full-time"
          className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        >
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={id('salary_range')}
        name="salary_range"
        label="Salary range (optional)"
        placeholder="$20–$26/hour"
        error={errors['salary_range']}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id={id('description')}
          name="description"
          label="Description"
          hint="At least 50 characters: the role, the team and what you offer."
          rows={5}
          error={errors['description']}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={id('requirements')}
          name="requirements"
          label="Requirements (optional)"
          error={errors['requirements']}
        />
      </div>
      <TextField
        id={id('location')}
        name="location"
        label="Specific location (optional)"
        placeholder="Roseville, MN"
        error={errors['location']}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input type="checkbox" name="remote_option" value="true" />
        Remote work available
      </label>
      <p className="text-sm text-slate-700 sm:col-span-2">
        How candidates apply: give an e-mail for Quick Apply, a link to your own application page,
        or both.
      </p>
      {errors['application_email'] === JOB_MESSAGES.method && (
        <p className="font-semibold text-red-800 sm:col-span-2">{JOB_MESSAGES.methodTitle}</p>
      )}
      <TextField
        id={id('application_email')}
        name="application_email"
        type="email"
        label="Application email"
        error={errors['application_email']}
      />
      <TextField
        id={id('application_url')}
        name="application_url"
        type="url"
        label="Application URL"
        placeholder="https://"
        error={errors['application_url']}
      />
    </div>
  );
}
