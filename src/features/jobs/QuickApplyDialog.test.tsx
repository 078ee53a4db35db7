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
import { islandMessages } from '../../lib/i18n/catalog.ts';
import { $applyTarget } from './apply-request.ts';
import QuickApplyDialog from './QuickApplyDialog.tsx';

afterEach(() => {
  $applyTarget.set(null);
});

/** Opens the dialog for a posting, as pressing its Quick Apply control does. */
function openFor(jobId = 'job1', i18n?: ReturnType<typeof islandMessages<'jobs'>>) {
  const view = renderIsland(<QuickApplyDialog i18n={i18n} />);
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

describe('Quick Apply in Spanish', () => {
  const spanish = islandMessages('es', ['jobs']);

  it('labels the fields and says the rules’ messages in Spanish', async () => {
    const { user } = openFor('job1', spanish);
    expect(screen.getByRole('dialog', { name: 'Postulación rápida' })).toBeVisible();
    expect(screen.getByText('Behavior Technician en Sunrise ABA Therapy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveFocus();
    expect(screen.getByLabelText('Currículum')).toHaveAccessibleDescription(
      'PDF, DOC o DOCX, de hasta 10 MB.',
    );
    await user.type(screen.getByLabelText('Nombre completo'), 'J');
    chooseFiles(screen.getByLabelText('Currículum'), new File(['x'], 'resume.txt'));
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Suba un archivo PDF, DOC o DOCX')).toBeInTheDocument();
  });

  it('sends the application and says so in Spanish', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(records('job_applications'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('job_applications', { job: 'job1' }));
      }),
    );
    const { user } = openFor('job1', spanish);
    await user.type(screen.getByLabelText('Nombre completo'), 'Ana López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    chooseFiles(screen.getByLabelText('Currículum'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByRole('heading', { name: '¡Postulación enviada!' })).toBeVisible();
    expect(
      screen.getByText(/^Su postulación para Behavior Technician en Sunrise ABA Therapy/),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({ job: 'job1', applicant_name: 'Ana López' });
  });

  it('says in Spanish that sending failed, and keeps the form', async () => {
    pocketBase.use(
      http.post(records('job_applications'), () => pbError(400, 'Failed to create record.')),
    );
    const { user } = openFor('job1', spanish);
    await user.type(screen.getByLabelText('Nombre completo'), 'Ana López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    chooseFiles(screen.getByLabelText('Currículum'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    const alert = (await screen.findByText('No se pudo enviar')).parentElement;
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent('hubo un error al enviar su postulación. Vuelva a intentarlo.');
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana López');
  });
});
