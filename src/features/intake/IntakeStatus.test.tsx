import { afterEach, describe, expect, it } from 'vitest';
import { islandMessages } from '../../lib/i18n/catalog.ts';
import { http, HttpResponse, pocketBase, route } from '../../testing/pocketbase-server.ts';
import { renderIsland, screen } from '../../testing/render-island.tsx';
import IntakeStatus from './IntakeStatus.tsx';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** PocketBase's answer for the request with token 'tok': one center that answered. */
function answerStatus() {
  pocketBase.use(
    http.post(route('/api/intake/status'), () =>
      HttpResponse.json({
        submitted: '2026-11-03 15:00:00.000Z',
        notify_openings: false,
        matches: [
          {
            rank: 1,
            partial: false,
            shared: true,
            claimed: true,
            reasons: [],
            viewed_at: '2026-11-04 15:00:00.000Z',
            responded_at: '2026-11-05 15:00:00.000Z',
            availability: 'Accepting new clients',
            center: { name: 'Lakeside Autism Center', number: 42, city: 'Duluth' },
          },
        ],
      }),
    ),
  );
}

describe('The request status page', () => {
  it('shows where the request stands, in English', async () => {
    answerStatus();
    window.history.replaceState(null, '', '/intake/status#token=tok');
    renderIsland(<IntakeStatus />);
    expect(await screen.findByText('Sent on Nov 3, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Responded on Nov 5, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lakeside Autism Center' })).toHaveAttribute(
      'href',
      '/center/lakeside-autism-center-42',
    );
  });

  it('speaks Spanish on the Spanish page, with Spanish dates and links', async () => {
    answerStatus();
    window.history.replaceState(null, '', '/es/intake/status#token=tok');
    renderIsland(<IntakeStatus i18n={islandMessages('es', ['intake'])} />);
    expect(await screen.findByText('Enviada el 3 de noviembre de 2026.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Centros encontrados para su solicitud' }),
    ).toBeVisible();
    expect(screen.getByText('Respondió el 5 de noviembre de 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lakeside Autism Center' })).toHaveAttribute(
      'href',
      '/es/center/lakeside-autism-center-42',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'Avisarme por correo electrónico cuando uno de mis centros con lista de espera empiece a aceptar nuevos clientes',
      }),
    ).not.toBeChecked();
  });

  it('says in Spanish that a link without a token is not valid', async () => {
    window.history.replaceState(null, '', '/es/intake/status');
    renderIsland(<IntakeStatus i18n={islandMessages('es', ['intake'])} />);
    expect(await screen.findByText('Este enlace de estado no es válido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'envíe una nueva solicitud' })).toHaveAttribute(
      'href',
      '/es/intake',
    );
  });
});
