import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  http,
  HttpResponse,
  pbError,
  pbRecord,
  pocketBase,
  signInAnswer,
  records,
  route,
} from '../../testing/pocketbase-server.ts';
import { findToast, renderIsland, screen } from '../../testing/render-island.tsx';
import { islandMessages } from '../../lib/i18n/catalog.ts';
import { getPocketBase } from '../../lib/session.ts';
import ClaimListing from './ClaimListing.tsx';

afterEach(() => {
  window.history.replaceState(null, '', '/claim-listing');
});

const verify = route('/api/centers/verify-code');

describe('Claim listing, step 1: the access code', () => {
  it('needs an access code', async () => {
    const { user } = renderIsland(<ClaimListing />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(
      'Please enter the access code for your listing.',
    );
    await findToast('error', 'Access Code Required', 'Please enter your access code.');
  });

  it('is prefilled from the address', async () => {
    window.history.replaceState(null, '', '/claim-listing?code=87654321&center=Sunrise');
    renderIsland(<ClaimListing />);
    expect(await screen.findByDisplayValue('87654321')).toBe(screen.getByLabelText('Access code'));
    expect(screen.getByLabelText('Center name (optional)')).toHaveValue('Sunrise');
  });

  it('refuses a code PocketBase does not know', async () => {
    pocketBase.use(http.post(verify, () => pbError(404, "The requested resource wasn't found.")));
    const { user } = renderIsland(<ClaimListing />);
    await user.type(screen.getByLabelText('Access code'), '00000000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    const toast = await findToast(
      'error',
      'Invalid Access Code',
      'This access code is not valid or the center has already been claimed.',
    );
    expect(toast).toHaveFocus();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it("passes on PocketBase's reason when too many codes were tried", async () => {
    pocketBase.use(
      http.post(verify, () =>
        pbError(429, 'Too many access code attempts. Please wait 15 minutes and try again.'),
      ),
    );
    const { user } = renderIsland(<ClaimListing />);
    await user.type(screen.getByLabelText('Access code'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await findToast(
      'error',
      'Validation Error',
      'Too many access code attempts. Please wait 15 minutes and try again.',
    );
  });
});

describe('Claim listing, step 2: the account', () => {
  async function verified() {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(verify, async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json({ centerName: 'Sunrise ABA Therapy' });
      }),
    );
    const view = renderIsland(<ClaimListing />);
    await view.user.type(screen.getByLabelText('Access code'), ' 12345678 ');
    await view.user.type(screen.getByLabelText('Center name (optional)'), 'sunrise');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('heading', { name: 'Claim Sunrise ABA Therapy' })).toHaveFocus();
    expect(sent).toEqual({ code: '12345678', centerName: 'sunrise' });
    return view;
  }

  it('names the verified center and offers sign in or sign up', async () => {
    await verified();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In and Claim' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Create Account', pressed: false }),
    ).toBeInTheDocument();
  });

  it('asks for the password twice on sign-up and refuses a mismatch', async () => {
    const { user } = await verified();
    await user.click(screen.getByRole('button', { name: 'Create Account', pressed: false }));
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.type(screen.getByLabelText('Confirm password'), 'a different password');
    await user.click(screen.getByRole('button', { name: 'Create Account and Claim' }));
    await findToast(
      'error',
      'Password Mismatch',
      'Passwords do not match. Please check and try again.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match. Please check and try again.',
    );
  });

  it('signs in, claims the center, reads it back and says it is yours', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    let claimed: Record<string, unknown> = {};
    pocketBase.use(
      signInAnswer({ id: 'owner1', email: 'owner@example.com', role: 'user' }),
      http.post(route('/api/centers/claim'), async ({ request }) => {
        claimed = await bodyOf(request);
        return HttpResponse.json({
          outcome: 'claimed',
          center: {
            id: 'c1',
            number: 7,
            slug: 'sunrise-aba-therapy',
            company_name: 'Sunrise ABA Therapy',
          },
        });
      }),
      http.get(records('centers', 'c1'), () =>
        HttpResponse.json(pbRecord('centers', { id: 'c1', owner: 'owner1' })),
      ),
    );
    const { user } = await verified();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In and Claim' }));
    await findToast(
      'success',
      'Success',
      'Sunrise ABA Therapy is now yours. Taking you to your dashboard...',
    );
    expect(
      screen.getByText('Sunrise ABA Therapy is yours. Taking you to your dashboard...'),
    ).toHaveFocus();
    expect(claimed).toEqual({ code: '12345678', centerName: 'sunrise' });
    await vi.waitFor(
      () => {
        expect(assign).toHaveBeenCalledWith('/dashboard');
      },
      { timeout: 4000 },
    );
  });

  it('goes back to step 1 for a different code', async () => {
    const { user } = await verified();
    await user.click(screen.getByRole('button', { name: 'Use a different access code' }));
    expect(screen.getByRole('heading', { name: 'Verify your access code' })).toHaveFocus();
  });
});

describe('Claim listing in Spanish', () => {
  const spanish = islandMessages('es', ['claim', 'account']);

  it("asks for the code in Spanish and gives the rules' and PocketBase's texts in Spanish", async () => {
    pocketBase.use(
      http.post(verify, () =>
        pbError(429, 'Too many incorrect access codes. Please wait 15 minutes and try again.'),
      ),
    );
    const { user } = renderIsland(<ClaimListing i18n={spanish} />);
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verifique su código de acceso' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(screen.getByLabelText('Código de acceso')).toHaveAccessibleDescription(
      'Por favor, escriba el código de acceso de su ficha.',
    );
    await findToast(
      'error',
      'Falta el código de acceso',
      'Por favor, escriba su código de acceso.',
    );
    await user.type(screen.getByLabelText('Código de acceso'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await findToast(
      'error',
      'Error de verificación',
      'Demasiados códigos de acceso incorrectos. Espere 15 minutos e inténtelo de nuevo.',
    );
  });

  it('offers the account step in Spanish and refuses a password mismatch in Spanish', async () => {
    // Signed out: an earlier test signed in.
    getPocketBase().authStore.clear();
    pocketBase.use(
      http.post(verify, () => HttpResponse.json({ centerName: 'Sunrise ABA Therapy' })),
    );
    const { user } = renderIsland(<ClaimListing i18n={spanish} />);
    await user.type(screen.getByLabelText('Código de acceso'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(
      await screen.findByRole('heading', { name: 'Reclamar Sunrise ABA Therapy' }),
    ).toHaveFocus();
    expect(screen.getByText('Paso 2 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta', pressed: false }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'owner@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'a long enough password');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'a different password');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y reclamar' }));
    await findToast(
      'error',
      'Las contraseñas no coinciden',
      'Las contraseñas no coinciden. Revíselas y vuelva a intentarlo.',
    );
    expect(screen.getByLabelText('Confirme la contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden. Revíselas y vuelva a intentarlo.',
    );
  });
});
