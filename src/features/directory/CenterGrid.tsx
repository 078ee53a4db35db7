import type { Ref } from 'react';
import type { CardCenter } from '../../domain/center/card-center.ts';
import { CenterCard } from '../../components/CenterCard.tsx';

interface Props {
  cards: readonly CardCenter[];
  /** Center number to miles, during a distance search. */
  distances?: ReadonlyMap<number, number> | null | undefined;
  listRef?: Ref<HTMLUListElement> | undefined;
}

/**
 * The directory's card grid: one column on phones, two from tablets up. Each card counts as
 * a directory appearance of its center, and its phone link as a call (lib/analytics-beacon.ts).
 */
export function CenterGrid({ cards, distances, listRef }: Props) {
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
