import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import {
  findToast,
  renderIsland,
  screen,
  expectFieldMessages,
} from '../../testing/render-island.tsx';
import ContactDialog from './ContactDialog.tsx';
import { mountContactDialog } from './mount-contact-dialog.tsx';

/** Renders the dialog and opens it, as the footer's Contact Us button does. */
function openDialog() {
  const view = renderIsland(<ContactDialog />);
  const dialog = view.container.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  dialog.showModal();
  return { ...view, dialog };
}

async function fillValid(user: ReturnType<typeof openDialog>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Ana Lopez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Phone'), '6125550100');
  await user.type(screen.getByLabelText('Message'), 'We would like to list our center.');
}

describe('Contact Us dialog', () => {
  it('shows the spec messages beside each field and sends nothing', async () => {
    const { user } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expectFieldMessages({
      'Full name': 'Full name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Phone: 'Please enter a valid phone number',
      Message: 'Message must be at least 10 characters',
    });
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Business name (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message, says so, and closes with the form emptied', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(records('contact_messages'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('contact_messages', sent));
      }),
    );
    const { user, dialog } = openDialog();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await findToast(
      'success',
      'Message sent!',
      "Thank you for your message. We'll get back to you soon.",
    );
    expect(sent).toEqual({
      full_name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '6125550100',
      business_name: '',
      message: 'We would like to list our center.',
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('says Sending... while the message is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    pocketBase.use(
      http.post(
        records('contact_messages'),
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const { user } = openDialog();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    // A refusal keeps the dialog open: the button is ready for another try.
    answer(pbError(500, 'Something went wrong while processing your request.'));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('keeps what was typed and says it failed when PocketBase refuses', async () => {
    pocketBase.use(
      http.post(records('contact_messages'), () =>
        pbError(400, 'Failed to create record.', {
          email: { code: 'validation_invalid_email', message: 'Must be a valid email address.' },
        }),
      ),
    );
    const { user, dialog } = openDialog();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await findToast('error', 'Error', 'Failed to send message. Please try again.');
    expect(toast).toHaveFocus();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Message')).toHaveValue('We would like to list our center.');
  });

  it('Cancel closes the dialog and clears the messages', async () => {
    const { user, dialog } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByText('Message must be at least 10 characters')).not.toBeInTheDocument();
  });
});

describe('Contact Us dialog in Spanish', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it("opens in the page's language, with the rules' texts in Spanish, and says it was sent", async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(records('contact_messages'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('contact_messages', sent));
      }),
    );
    // The footer's button mounts the dialog with the messages of <html lang>.
    document.documentElement.lang = 'es';
    const host = document.createElement('div');
    document.body.append(host);
    const open = await mountContactDialog(host);
    act(() => {
      open();
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('dialog', { name: 'Contáctenos' })).toBeVisible();
    await user.type(screen.getByLabelText('Nombre completo'), 'A');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expectFieldMessages({
      'Nombre completo': 'El nombre completo debe tener al menos 2 caracteres',
      'Correo electrónico': 'Escriba un correo electrónico válido',
      Teléfono: 'Escriba un número de teléfono válido',
      Mensaje: 'El mensaje debe tener al menos 10 caracteres',
    });
    await user.type(screen.getByLabelText('Nombre completo'), 'na López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '6125550100');
    await user.type(screen.getByLabelText('Mensaje'), 'Queremos agregar nuestro centro.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await findToast(
      'success',
      '¡Mensaje enviado!',
      'Gracias por su mensaje. Le responderemos pronto.',
    );
    expect(sent).toMatchObject({
      full_name: 'Ana López',
      message: 'Queremos agregar nuestro centro.',
    });
  });
});
