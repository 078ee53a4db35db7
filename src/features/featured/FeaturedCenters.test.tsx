import { describe, expect, it } from 'vitest';
import { islandMessages } from '../../lib/i18n/catalog.ts';
import { centerRecordFixture } from '../../testing/center-record.ts';
import { http, pbList, pocketBase, records } from '../../testing/pocketbase-server.ts';
import { renderIsland, screen } from '../../testing/render-island.tsx';
import FeaturedCenters from './FeaturedCenters.tsx';

/** The featured list, asked for without its total. */
const list = (items: unknown[]) => pbList(items, { skipTotal: true });

function renderBuiltList() {
  return renderIsland(
    <FeaturedCenters built={1}>
      <ul aria-label="Built list">
        <li>Old Featured Center</li>
      </ul>
    </FeaturedCenters>,
  );
}

describe('Featured centers block', () => {
  it("replaces the build's list with the centers featured now", async () => {
    const premium = centerRecordFixture({
      id: 'c7',
      number: 7,
      slug: 'lakeside-autism-center',
      company_name: 'Lakeside Autism Center',
      premium: true,
      featured: true,
    });
    pocketBase.use(
      http.get(records('centers'), () => list([premium])),
      http.get(records('center_images'), () => list([])),
    );
    renderBuiltList();
    expect(screen.getByText('Old Featured Center')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lakeside Autism Center' })).toBeInTheDocument();
    expect(screen.queryByText('Old Featured Center')).not.toBeInTheDocument();
  });

  it("says 'No featured centers available at this time.' when none is featured", async () => {
    pocketBase.use(http.get(records('centers'), () => list([])));
    renderBuiltList();
    expect(
      await screen.findByText('No featured centers available at this time.'),
    ).toBeInTheDocument();
  });

  it("speaks the page's language when given its messages", async () => {
    pocketBase.use(http.get(records('centers'), () => list([])));
    renderIsland(<FeaturedCenters built={0} i18n={islandMessages('es', ['home'])} />);
    expect(
      await screen.findByText('No hay centros destacados en este momento.'),
    ).toBeInTheDocument();
  });
});
