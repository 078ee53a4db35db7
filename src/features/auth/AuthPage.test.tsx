import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  http,
  pbError,
  pocketBase,
  signInAnswer,
  records,
  route,
} from '../../testing/pocketbase-server.ts';
import {
  findToast,
  renderIsland,
  screen,
  expectFieldMessages,
} from '../../testing/render-island.tsx';
import { islandMessages } from '../../lib/i18n/catalog.ts';
import AuthPage from './AuthPage.tsx';

afterEach(() => {
  window.history.replaceState(null, '', '/auth');
});

const submitButton = (name: 'Sign In' | 'Create Account') =>
  screen
    .getAllByRole('button', { name })
    .find((button) => button.getAttribute('type') === 'submit') as HTMLElement;

describe('Auth page: Sign In', () => {
  it('requires the e-mail and the password, with browser validation off', async () => {
    const { user, container } = renderIsland(<AuthPage />);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    await user.click(submitButton('Sign In'));
    expectFieldMessages({
      Email: 'Please enter a valid email address',
      Password: 'Please enter your password',
    });
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("says 'Login Failed' with PocketBase's reason when the password is wrong", async () => {
    pocketBase.use(
      http.post(route('/api/collections/users/auth-with-password'), () =>
        pbError(400, 'Failed to authenticate.'),
      ),
    );
    const { user } = renderIsland(<AuthPage />);
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton('Sign In'));
    const toast = await findToast('error', 'Login Failed', 'Failed to authenticate.');
    expect(toast).toHaveFocus();
    expect(submitButton('Sign In')).not.toHaveAttribute('aria-disabled');
  });

  it('sends an admin to /admin after signing in', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    pocketBase.use(signInAnswer({ id: 'admin1', email: 'admin@example.com', role: 'admin' }));
    const { user } = renderIsland(<AuthPage />);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(submitButton('Sign In'));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/admin');
    });
  });
});

describe('Auth page: Create Account', () => {
  it('asks for full name, e-mail and password, and states the password rule', async () => {
    const { user } = renderIsland(<AuthPage />);
    await user.click(screen.getByRole('button', { name: 'Create Account', pressed: false }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });

  it('refuses a short password and one of only spaces with the rule’s messages', async () => {
    const { user } = renderIsland(<AuthPage />);
    await user.click(screen.getByRole('button', { name: 'Create Account', pressed: false }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submitButton('Create Account'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters.',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '          ');
    await user.click(submitButton('Create Account'));
    expect(screen.getByText('Password cannot be only spaces.')).toBeInTheDocument();
  });

  it("shows PocketBase's field reason when the e-mail is taken", async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(records('users'), async ({ request }) => {
        sent = await bodyOf(request);
        return pbError(400, 'Failed to create record.', {
          email: { code: 'validation_not_unique', message: 'Value must be unique.' },
        });
      }),
    );
    const { user } = renderIsland(<AuthPage />);
    await user.click(screen.getByRole('button', { name: 'Create Account', pressed: false }));
    await user.type(screen.getByLabelText('Full name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(submitButton('Create Account'));
    await findToast(
      'error',
      'Signup Failed',
      'Failed to create record. Email: Value must be unique.',
    );
    expect(sent).toMatchObject({
      email: 'taken@example.com',
      password: 'a long enough password',
      passwordConfirm: 'a long enough password',
      name: 'Ana Lopez',
    });
  });
});

describe('Auth page: claim mode', () => {
  it('names the center and shows the access code field, prefilled', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth?mode=claim&centerName=Sunrise%20ABA&claimCode=12345678',
    );
    renderIsland(<AuthPage />);
    expect(await screen.findByRole('heading', { name: 'Claim Sunrise ABA' })).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveValue('12345678');
  });
});

describe('Auth page: forgotten password', () => {
  const resetRequest = route('/api/collections/users/request-password-reset');

  it('sends the reset link and says so without telling whether the account exists', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(resetRequest, async ({ request }) => {
        sent = await bodyOf(request);
        return new Response(null, { status: 204 });
      }),
    );
    const { user } = renderIsland(<AuthPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText(
        'If an account exists for owner@example.com, we sent it a link to reset the password.',
      ),
    ).toBeInTheDocument();
    // The page's language goes with it: the mail is written in it.
    expect(sent).toEqual({ email: 'owner@example.com', language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says the link was not sent, with PocketBase's reason, when it refuses", async () => {
    pocketBase.use(http.post(resetRequest, () => pbError(429, 'Too Many Requests.')));
    const { user } = renderIsland(<AuthPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await findToast('error', 'Reset Link Not Sent', 'Too Many Requests.');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
  });
});

describe('Auth page in Spanish', () => {
  const spanish = islandMessages('es', ['auth', 'account']);
  const submit = (name: string) =>
    screen
      .getAllByRole('button', { name })
      .find((button) => button.getAttribute('type') === 'submit') as HTMLElement;

  it("shows the form's texts and the rules' messages in Spanish", async () => {
    const { user } = renderIsland(<AuthPage i18n={spanish} />);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cuenta' })).toBeInTheDocument();
    await user.click(submit('Iniciar sesión'));
    expectFieldMessages({
      'Correo electrónico': 'Escriba un correo electrónico válido',
      Contraseña: 'Escriba su contraseña',
    });
  });

  it("says the sign-in failed with PocketBase's reason in Spanish", async () => {
    pocketBase.use(
      http.post(route('/api/collections/users/auth-with-password'), () =>
        pbError(400, 'Failed to authenticate.'),
      ),
    );
    const { user } = renderIsland(<AuthPage i18n={spanish} />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'owner@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(submit('Iniciar sesión'));
    await findToast(
      'error',
      'No se pudo iniciar sesión',
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it('translates the server’s field problems and the sign-in wait', async () => {
    pocketBase.use(
      http.post(records('users'), () =>
        pbError(400, 'Failed to create record.', {
          email: { code: 'validation_not_unique', message: 'Value must be unique.' },
        }),
      ),
    );
    const { user } = renderIsland(<AuthPage i18n={spanish} />);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta', pressed: false }));
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Al menos 8 caracteres.',
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'taken@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'a long enough password');
    await user.click(submit('Crear cuenta'));
    await findToast(
      'error',
      'No se pudo crear la cuenta',
      'No se pudo crear la cuenta. Correo electrónico: Ya está en uso.',
    );
  });

  it('goes where the English page goes after signing in: the dashboard, which is English only', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    pocketBase.use(signInAnswer({ id: 'owner1', email: 'owner@example.com', role: 'user' }));
    const { user } = renderIsland(<AuthPage i18n={spanish} />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'owner@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse battery');
    await user.click(submit('Iniciar sesión'));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/dashboard');
    });
  });

  it('returns to the page that asked in Spanish: /es/pricing', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/es/auth?next=%2Fpricing');
    pocketBase.use(signInAnswer({ id: 'owner1', email: 'owner@example.com', role: 'user' }));
    const { user } = renderIsland(<AuthPage i18n={spanish} />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'owner@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse battery');
    await user.click(submit('Iniciar sesión'));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/es/pricing');
    });
  });

  it('links to the Spanish claim page and asks for a reset link in Spanish', async () => {
    const { user } = renderIsland(<AuthPage i18n={spanish} />);
    expect(screen.getByRole('link', { name: 'Reclame su anuncio' })).toHaveAttribute(
      'href',
      '/es/claim-listing',
    );
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByRole('heading', { name: 'Restablezca su contraseña' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeInTheDocument();
  });
});
