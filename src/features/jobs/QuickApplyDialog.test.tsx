import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  http,
  HttpResponse,
  pbError,
  pbRecord,
  pocketBase,
  records,
} from '../../testing/pocketbase-server.ts';
import { chooseFiles, renderIsland, screen } from '../../testing/render-island.tsx';
import { $applyTarget } from './apply-request.ts';
import QuickApplyDialog from './QuickApplyDialog.tsx';

afterEach(() => {
  $applyTarget.set(null);
});

/** Opens the dialog for a posting, as pressing its Quick Apply control does. */
function openFor(jobId = 'job1') {
  const view = renderIsland(<QuickApplyDialog />);
  act(() => {
    $applyTarget.set({ jobId, title: 'Behavior Technician', company: 'Sunrise ABA Therapy' });
  });
  return view;
}

const pdf = (name = 'resume.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('Quick Apply', () => {
  it('opens for the posting pressed, with its title and company', () => {
    openFor();
    expect(screen.getByRole('dialog', { name: 'Quick Apply' })).toBeVisible();
    expect(screen.getByText('Behavior Technician at Sunrise ABA Therapy')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('has the spec fields: name, e-mail, phone, cover letter text and document, resume', () => {
    openFor();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Cover letter (optional)').tagName).toBe('TEXTAREA');
    for (const label of ['Cover letter document (optional)', 'Resume']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'file');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        'PDF, DOC or DOCX, up to 10 MB.',
      );
    }
  });

  it('shows the spec messages for name, e-mail and resume and sends nothing', async () => {
    const { user } = openFor();
    await user.type(screen.getByLabelText('Full name'), 'J');
    await user.type(screen.getByLabelText('Email'), 'jordan@');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Resume is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('refuses a resume of the wrong type or over 10 MB', async () => {
    const { user } = openFor();
    chooseFiles(screen.getByLabelText('Resume'), new File(['x'], 'resume.txt'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Please upload a PDF, DOC or DOCX file')).toBeInTheDocument();
    chooseFiles(screen.getByLabelText('Resume'), pdf('resume.pdf', 10 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('File size must be less than 10MB')).toBeInTheDocument();
  });

  it('sends the application for the posting and says it was submitted', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(records('job_applications'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('job_applications', { job: 'job1' }));
      }),
    );
    const { user } = openFor();
    await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    chooseFiles(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(
      await screen.findByRole('heading', { name: 'Application Submitted!' }),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      job: 'job1',
      applicant_name: 'Jordan Lee',
      applicant_email: 'jordan@example.com',
    });
    expect(sent.resume).toBeInstanceOf(File);
    expect((sent.resume as File).name).toBe('resume.pdf');
  });

  it('keeps the form and says why when PocketBase refuses', async () => {
    pocketBase.use(
      http.post(records('job_applications'), () =>
        pbError(400, 'Failed to create record.', {
          resume: { code: 'validation_invalid_mime_type', message: 'Invalid file type.' },
        }),
      ),
    );
    const { user } = openFor();
    await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    chooseFiles(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const alert = (await screen.findByText('Submission Failed')).parentElement;
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent(
      'There was an error submitting your application. Please try again.',
    );
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Lee');
  });

  it('Cancel closes the dialog', async () => {
    const { user } = openFor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Quick Apply' })).not.toBeInTheDocument();
    expect($applyTarget.get()).toBeNull();
  });
});
