import type { Ref } from 'react';
import type { CardCenter } from '../../domain/center/card-center.ts';
import { CenterCard } from '../../components/CenterCard.tsx';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { I18nProvider } from '../../lib/i18n/react.tsx';

interface Props {
  cards: readonly CardCenter[];
  /** Center number to miles, during a distance search. */
  distances?: ReadonlyMap<number, number> | null | undefined;
  listRef?: Ref<HTMLUListElement> | undefined;
  /**
   * The cards' words, when Astro renders the grid on a translated page (islandMessages); the
   * directory island's grid takes the island's own.
   */
  i18n?: IslandMessages<'directory' | 'facts'> | undefined;
}

/**
 * The directory's card grid: one column on phones, two from tablets up. Each card counts as
 * a directory appearance of its center, and its phone link as a call (lib/analytics-beacon.ts).
 */
export function CenterGrid({ i18n, ...props }: Props) {
  return i18n ? (
    <I18nProvider value={i18n}>
      <Grid {...props} />
    </I18nProvider>
  ) : (
    <Grid {...props} />
  );
}

function Grid({ cards, distances, listRef }: Omit<Props, 'i18n'>) {
  return (
    <ul ref={listRef} className="mt-6 grid gap-6 md:grid-cols-2">
      {cards.map((card, i) => (
        <li
          key={card.number}
          data-analytics-listed={card.number}
          data-analytics-center={card.number}
        >
          <CenterCard
            center={card}
            distanceMiles={distances?.get(card.number)}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
