import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  http,
  HttpResponse,
  pbError,
  pbRecord,
  pocketBase,
  records,
} from '../../testing/pocketbase-server.ts';
import {
  findToast,
  renderIsland,
  screen,
  within,
  expectFieldMessages,
} from '../../testing/render-island.tsx';
import { islandMessages } from '../../lib/i18n/catalog.ts';
import IntakeWizard from './IntakeWizard.tsx';
import type { UserEvent } from '@testing-library/user-event';

const next = () => screen.getByRole('button', { name: 'Next' });

/** Asserts the progress line and bar of step `n` of 5. */
function expectStep(n: number, title: string) {
  expect(screen.getByText(`Step ${String(n)} of 5`)).toBeInTheDocument();
  expect(screen.getByText(`${String(n * 20)}% complete`)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
    'aria-valuenow',
    String(n * 20),
  );
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
}

function expectIncomplete(text: string) {
  const alert = screen.getByText('Please complete all required fields').closest('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(within(alert as HTMLElement).getByText(text)).toBeInTheDocument();
}

async function fillStep1(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Maria Hernandez');
  await user.type(screen.getByLabelText('Phone'), '6125550123');
  await user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await user.click(next());
}

async function fillSteps2to4(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Duluth' }));
  await user.click(screen.getByRole('radio', { name: 'At the center' }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'Preschool (3-5 years)' }));
  await user.click(screen.getByRole('radio', { name: 'Small (1-25 clients)' }));
  await user.type(screen.getByLabelText(/Desired start date/), '2099-01-15');
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'Medica' }));
  await user.click(next());
}

/**
 * PocketBase answers the submission with this token and these matches; returns what the
 * wizard sent.
 */
function answerSubmission(
  token: string,
  matches: { shared: boolean; reasons: string[] }[],
): { body: Record<string, unknown> } {
  const sent = { body: {} as Record<string, unknown> };
  pocketBase.use(
    http.post(records('intake_submissions'), async ({ request }) => {
      sent.body = await bodyOf(request);
      return HttpResponse.json(
        pbRecord('intake_submissions', {
          ...sent.body,
          status_token: token,
          match_kind: matches.length > 0 ? 'matches' : 'none',
          matches: matches.map((match) => ({
            rank: 1,
            score: 90,
            partial: false,
            cautions: [],
            center: { name: 'Lakeside Autism Center', number: 42, city: 'Duluth' },
            ...match,
          })),
        }),
      );
    }),
  );
  return sent;
}

/** A family answering all five steps, consenting, and pressing Submit Form. */
async function answerEverythingAndSubmit() {
  const { user } = renderIsland(<IntakeWizard />);
  await fillStep1(user);
  await fillSteps2to4(user);
  await user.click(
    screen.getByLabelText(
      'I agree that the information I give may be used to match me with centers',
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Submit Form' }));
}

describe('Intake wizard', () => {
  it('starts at step 1 of 5 with Previous disabled', () => {
    renderIsland(<IntakeWizard />);
    expectStep(1, 'Personal Information');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('stays on a step that is not complete, with the spec message and each field’s own', async () => {
    const { user } = renderIsland(<IntakeWizard />);
    await user.click(next());
    expectStep(1, 'Personal Information');
    expectIncomplete('All fields in this step are required to continue.');
    expectFieldMessages({
      'Full name': 'Full name must be at least 2 characters',
      Phone: 'Please enter a valid phone number',
      Email: 'Please enter a valid email address',
    });
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('moves through the five steps in order, and Previous keeps the answers', async () => {
    const { user } = renderIsland(<IntakeWizard />);
    await fillStep1(user);
    expectStep(2, 'Location Preferences');
    expect(screen.getByRole('heading', { name: 'Location Preferences' })).toHaveFocus();
    await user.click(next());
    expectIncomplete('All fields in this step are required to continue.');
    expect(screen.getByText('Choose at least one city')).toBeInTheDocument();
    expect(screen.getByText('Choose where services should happen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expectStep(1, 'Personal Information');
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Hernandez');
    await user.click(next());
    await fillSteps2to4(user);
    expectStep(5, 'Permissions');
    expect(screen.getByRole('button', { name: 'Submit Form' })).toBeInTheDocument();
  });

  it('reveals the other-language field with Other, and clears it when Other is unchecked', async () => {
    const { user } = renderIsland(<IntakeWizard />);
    await fillStep1(user);
    const other = screen.getByRole('checkbox', { name: 'Other' });
    expect(screen.queryByLabelText('Please specify the other language')).not.toBeInTheDocument();
    await user.click(other);
    await user.type(screen.getByLabelText('Please specify the other language'), 'Oromo');
    await user.click(other);
    expect(screen.queryByLabelText('Please specify the other language')).not.toBeInTheDocument();
    await user.click(other);
    expect(screen.getByLabelText('Please specify the other language')).toHaveValue('');
  });

  it('asks for a plan name unless No Insurance is chosen', async () => {
    const { user } = renderIsland(<IntakeWizard />);
    await fillStep1(user);
    await user.click(screen.getByRole('checkbox', { name: 'Duluth' }));
    await user.click(screen.getByRole('radio', { name: 'At the center' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Preschool (3-5 years)' }));
    await user.click(screen.getByRole('radio', { name: 'No preference' }));
    await user.type(screen.getByLabelText(/Desired start date/), '2099-01-15');
    await user.click(next());
    expectStep(4, 'Insurance Information');
    await user.click(next());
    expect(screen.getByText('Choose an insurance provider')).toBeInTheDocument();
    expect(screen.getByLabelText(/Insurance plan name or ID/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No Insurance' }));
    expect(screen.queryByLabelText(/Insurance plan name or ID/)).not.toBeInTheDocument();
  });

  it('needs the consent to use the information before it submits', async () => {
    const { user } = renderIsland(<IntakeWizard />);
    await fillStep1(user);
    await fillSteps2to4(user);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expectIncomplete('All fields are required to submit.');
    expect(
      screen.getByLabelText(
        'I agree that the information I give may be used to match me with centers',
      ),
    ).toHaveAccessibleDescription('Please agree so we can match you with centers');
  });

  it('submits the answers, says so, and shows the matches', async () => {
    const sent = answerSubmission('tok_abc123', [
      { shared: true, reasons: ['Serves preschool children'] },
    ]);
    await answerEverythingAndSubmit();

    await findToast(
      'success',
      'Form submitted successfully!',
      "We'll be in touch soon to help you find the right center.",
    );
    expect(await screen.findByRole('heading', { name: 'Your matches' })).toHaveFocus();
    expect(screen.getByText('Lakeside Autism Center')).toBeInTheDocument();
    expect(sent.body).toMatchObject({
      name: 'Maria Hernandez',
      phone: '6125550123',
      email: 'maria@example.com',
      preferred_locations: ['Duluth'],
      service_location: 'center',
      age_group: 'preschool',
      center_size: 'small',
      desired_start_date: '2099-01-15',
      insurance_provider: 'medica',
      allow_information_use: true,
      allow_contact: false,
      website: '',
    });
  });

  it('keeps the answers and says so when the submission fails', async () => {
    pocketBase.use(
      http.post(records('intake_submissions'), () => pbError(429, 'Too Many Requests.')),
    );
    await answerEverythingAndSubmit();
    const toast = await findToast('error', 'Error submitting form', 'Please try again later.');
    expect(toast).toHaveFocus();
    expectStep(5, 'Permissions');
  });
});

describe('Intake wizard in Spanish', () => {
  const spanish = islandMessages('es', ['intake', 'facts']);

  it('speaks Spanish, refuses an incomplete step with the rules’ texts in Spanish', async () => {
    const { user } = renderIsland(<IntakeWizard i18n={spanish} />);
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByText('20% completado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos personales' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const alert = screen
      .getByText('Por favor, complete todos los campos obligatorios')
      .closest('[role="alert"]');
    expect(
      within(alert as HTMLElement).getByText(
        'Todos los campos de este paso son obligatorios para continuar.',
      ),
    ).toBeInTheDocument();
    expectFieldMessages({
      'Nombre completo': 'El nombre completo debe tener al menos 2 caracteres',
      Teléfono: 'Escriba un número de teléfono válido',
      'Correo electrónico': 'Escriba un correo electrónico válido',
    });
    expect(screen.queryByText('Please complete all required fields')).not.toBeInTheDocument();
  });

  it('sends the answers with the form’s language and shows the matches in Spanish', async () => {
    const sent = answerSubmission('tok_es', [{ shared: false, reasons: [] }]);
    const { user } = renderIsland(<IntakeWizard i18n={spanish} />);
    const siguiente = () => screen.getByRole('button', { name: 'Siguiente' });
    await user.type(screen.getByLabelText('Nombre completo'), 'María Hernández');
    await user.type(screen.getByLabelText('Teléfono'), '6125550123');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.click(siguiente());
    expect(screen.getByRole('heading', { name: 'Preferencias de lugar' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Duluth' }));
    await user.click(screen.getByRole('checkbox', { name: 'Español' }));
    await user.click(screen.getByRole('radio', { name: 'En el centro' }));
    await user.click(siguiente());
    await user.click(screen.getByRole('radio', { name: 'Preescolar (3 a 5 años)' }));
    await user.click(screen.getByRole('radio', { name: 'Pequeño (1 a 25 clientes)' }));
    await user.type(screen.getByLabelText(/Fecha de inicio deseada/), '2099-01-15');
    await user.click(siguiente());
    await user.click(screen.getByRole('radio', { name: 'Asistencia Médica (MA)' }));
    await user.click(siguiente());
    await user.click(
      screen.getByLabelText(
        'Acepto que la información que doy se use para encontrar centros para mi familia',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar formulario' }));

    await findToast(
      'success',
      '¡Formulario enviado!',
      'Pronto nos comunicaremos con usted para ayudarle a encontrar el centro adecuado.',
    );
    expect(await screen.findByRole('heading', { name: 'Sus centros' })).toHaveFocus();
    expect(
      screen.getByText(
        '1 centro atiende el grupo de edad de su hijo y acepta su seguro. El más adecuado primero:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lakeside Autism Center' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/center\//),
    );
    expect(screen.getByRole('link', { name: 'Siga su solicitud' })).toHaveAttribute(
      'href',
      '/es/intake/status#token=tok_es',
    );
    expect(sent.body).toMatchObject({
      language: 'es',
      language_preference: ['Spanish'],
      service_location: 'center',
      age_group: 'preschool',
      center_size: 'small',
      insurance_provider: 'medical-assistance',
    });
  });

  it('sends English as the language of the English form', async () => {
    const sent = answerSubmission('tok_en', []);
    await answerEverythingAndSubmit();
    await findToast(
      'success',
      'Form submitted successfully!',
      "We'll be in touch soon to help you find the right center.",
    );
    expect(sent.body.language).toBe('en');
  });
});
