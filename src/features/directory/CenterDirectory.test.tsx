import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCardCenter, type CardCenter } from '../../domain/center/card-center.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { renderIsland, screen, within } from '../../testing/render-island.tsx';
import { islandMessages } from '../../lib/i18n/catalog.ts';
import { isTranslatedLocale } from '../../lib/i18n/locales.ts';
import { CenterDirectory } from './CenterDirectory.tsx';
import { packOptions } from './directory-options.ts';
import { provideIslandWords } from '../../components/card-words.ts';
import { findCenters, type DirectoryMatches } from './find-centers.ts';
import type { FilterState } from './filter-state.ts';

// Pagefind runs in the browser from the built site's /pagefind/; here the search answers from
// a list of 30 centers, filtered the way the directory's filters mean.
vi.mock('./find-centers.ts', () => ({ findCenters: vi.fn() }));

const CITIES = ['Duluth', 'Rochester'];
const cards: CardCenter[] = Array.from({ length: 30 }, (_, i) =>
  toCardCenter(
    directoryCenterFixture({
      id: `c${String(i)}`,
      number: i + 1,
      slug: `center-${String(i + 1)}`,
      company_name: `Center ${String(i + 1).padStart(2, '0')}`,
      city: CITIES[i % 2],
    }),
  ),
);

function matching(state: FilterState): DirectoryMatches {
  const found = cards.filter(
    (card) =>
      (!state.city || card.city === state.city) &&
      (!state.search || card.name.toLowerCase().includes(state.search.toLowerCase())),
  );
  return {
    total: found.length,
    zipNotFound: false,
    distances: null,
    cityCounts: {},
    cards: (from, to) => Promise.resolve(found.slice(from, to)),
  };
}

beforeEach(() => {
  vi.mocked(findCenters).mockImplementation((state) => Promise.resolve(matching(state)));
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.mocked(findCenters).mockReset();
});

/** The directory as the build renders it: the first 12 cards as static HTML. */
function renderDirectory(locale = 'en') {
  // As the page does on the server (the browser loads them with the island's code).
  provideIslandWords(islandMessages(locale, ['directory', 'facts']));
  return renderIsland(
    <CenterDirectory
      total={30}
      options={packOptions({ cities: CITIES, services: ['ABA Therapy'] })}
      locale={isTranslatedLocale(locale) ? locale : undefined}
    >
      <ul aria-label="First page">
        {cards.slice(0, 12).map((card) => (
          <li key={card.number}>{card.name}</li>
        ))}
      </ul>
    </CenterDirectory>,
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

describe('Centers directory', () => {
  it('shows the count, the first 12 and Show More Centers with what remains', async () => {
    renderDirectory();
    expect(await heading('30 Centers Found (showing 12)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'First page' })).getAllByRole('listitem'),
    ).toHaveLength(12);
    expect(
      await screen.findByRole('button', { name: 'Show More Centers (18 remaining)' }),
    ).toBeInTheDocument();
  });

  it('Show More Centers adds 12 and moves focus to the first new card', async () => {
    const { user } = renderDirectory();
    await user.click(
      await screen.findByRole('button', { name: 'Show More Centers (18 remaining)' }),
    );
    expect(await heading('30 Centers Found (showing 24)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Center 13' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show More Centers (6 remaining)' }));
    expect(await heading('30 Centers Found (showing 30)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show More Centers/ })).not.toBeInTheDocument();
  });

  it('labels the city and service filters with their counts', () => {
    renderDirectory();
    expect(screen.getByLabelText('City (2 available)')).toBeInTheDocument();
    expect(screen.getByLabelText('Service (1 available)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('shows a chip for a chosen city, and removing the chip removes the filter', async () => {
    const { user } = renderDirectory();
    await user.click(screen.getByText('Filters'));
    await user.selectOptions(screen.getByLabelText('City (2 available)'), 'Duluth');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter: City: Duluth' }),
    ).toBeInTheDocument();
    expect(await heading('15 Centers Found (showing 12)')).toBeInTheDocument();
    expect(screen.getByText('1 active')).toBeInTheDocument();
    expect(window.location.search).toBe('?city=Duluth');

    await user.click(screen.getByRole('button', { name: 'Remove filter: City: Duluth' }));
    expect(await heading('30 Centers Found (showing 12)')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search centers')).toHaveFocus();
  });

  it("says 'No centers found' and Clear All Filters starts over", async () => {
    const { user } = renderDirectory();
    await user.type(screen.getByLabelText('Search centers'), 'no such center');
    // Typed text applies just after the keystroke: wait for the whole search to be in force.
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Search: “no such center”' }),
    ).toBeInTheDocument();
    expect(await heading('No centers found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await heading('30 Centers Found (showing 12)')).toBeInTheDocument();
    expect(screen.getByLabelText('Search centers')).toHaveValue('');
    expect(screen.getByLabelText('Search centers')).toHaveFocus();
  });

  it("shows 'Error Loading Centers' when the search fails, and Try Again searches again", async () => {
    vi.mocked(findCenters).mockRejectedValue(new Error('Failed to fetch /pagefind/pagefind.js'));
    const { user } = renderDirectory();
    await user.click(screen.getByLabelText('Search centers'));
    await user.paste('Center 0');
    expect(await heading('Error Loading Centers')).toBeInTheDocument();
    expect(screen.getByText('Details: Failed to fetch /pagefind/pagefind.js')).toBeInTheDocument();
    // The network is back.
    vi.mocked(findCenters).mockImplementation((state) => Promise.resolve(matching(state)));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('9 Centers Found (showing 9)')).toBeInTheDocument();
  });
});

describe('The directory in Spanish', () => {
  it('words its form, chips, counts and cards in Spanish, and keeps its address in Spanish', async () => {
    const { user } = renderDirectory('es');
    expect(await heading('30 centros encontrados (se muestran 12)')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar y filtrar centros' })).toHaveAttribute(
      'action',
      '/es/centers/search',
    );
    await user.click(screen.getByText('Filtros'));
    await user.selectOptions(
      screen.getByLabelText('Seguro o forma de pago'),
      'Asistencia Médica (MA)',
    );
    expect(
      await screen.findByRole('button', {
        name: 'Quitar filtro: Seguro: Asistencia Médica (MA)',
      }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/es/centers');
    expect(window.location.search).toBe('?insurance=medical-assistance');
    await user.click(screen.getByRole('button', { name: 'Mostrar más centros (quedan 18)' }));
    expect(await heading('30 centros encontrados (se muestran 24)')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Center 13' });
    expect(card).toHaveAttribute('href', '/es/center/center-13-13');
    expect(screen.getAllByText('Acepta nuevos clientes').length).toBeGreaterThan(0);
  });
});
