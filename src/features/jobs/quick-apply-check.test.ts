import { describe, expect, it } from 'vitest';
import { checkQuickApply, checkQuickApplyField } from './quick-apply-check.ts';

const pdf = (name = 'resume.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const valid = {
  applicant_name: 'Jordan Lee',
  applicant_email: 'jordan@example.org',
  applicant_phone: '',
  cover_letter: '',
  resume: pdf(),
};

describe('checkQuickApply', () => {
  it('accepts a complete application', () => {
    expect(checkQuickApply(form(valid))).toEqual({ ok: true, errors: {} });
  });

  it('gives the spec’s message for each missing or bad field', () => {
    const empty = new File([], '');
    expect(
      checkQuickApply(form({ applicant_name: 'J', applicant_email: 'nope', resume: empty })),
    ).toEqual({
      ok: false,
      errors: {
        applicant_name: 'Name must be at least 2 characters',
        applicant_email: 'Please enter a valid email address',
        resume: 'Resume is required',
      },
    });
  });

  it('refuses documents over 10 MB or of another type, the cover letter too', () => {
    const result = checkQuickApply(
      form({
        ...valid,
        resume: pdf('resume.pdf', 10 * 1024 * 1024 + 1),
        cover_letter_file: pdf('letter.png'),
      }),
    );
    expect(result.errors).toEqual({
      resume: 'File size must be less than 10MB',
      cover_letter_file: 'Please upload a PDF, DOC or DOCX file',
    });
  });

  it('takes .doc and .docx, whatever the letter case', () => {
    expect(checkQuickApply(form({ ...valid, resume: pdf('CV.DOCX') })).ok).toBe(true);
    expect(checkQuickApply(form({ ...valid, resume: pdf('cv.doc') })).ok).toBe(true);
  });
});

describe('checkQuickApplyField', () => {
  it('refuses a wrong file type while the name and e-mail are still empty', () => {
    const data = form({ applicant_name: '', applicant_email: '', resume: pdf('resume.html') });
    expect(checkQuickApplyField(data, 'resume')).toBe('Please upload a PDF, DOC or DOCX file');
    expect(checkQuickApplyField(data, 'applicant_name')).toBe('Name must be at least 2 characters');
  });

  it('has no message for a field that is fine beside fields that are not', () => {
    const data = form({ applicant_name: 'Jordan Lee', applicant_email: 'nope' });
    expect(checkQuickApplyField(data, 'applicant_name')).toBe('');
    expect(checkQuickApplyField(data, 'applicant_email')).toBe(
      'Please enter a valid email address',
    );
    expect(checkQuickApplyField(data, 'resume')).toBe('Resume is required');
  });
});

describe('the order of the messages', () => {
  it('follows the form: name, e-mail, the required resume, then the optional fields', () => {
    const data = form({
      applicant_name: '',
      applicant_email: '',
      applicant_phone: '5'.repeat(31),
      cover_letter_file: pdf('letter.txt'),
    });
    expect(Object.keys(checkQuickApply(data).errors)).toEqual([
      'applicant_name',
      'applicant_email',
      'resume',
      'applicant_phone',
      'cover_letter_file',
    ]);
  });
});
