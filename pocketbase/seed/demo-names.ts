/**
 * Invented listing names and other values that must not repeat within the demo data set.
 */
import { NAME_FIRST, NAME_KINDS, NAME_SECOND } from './demo-words.ts';
import type { Rng } from './prng.ts';

/** Draws until `draw` gives a string not in `seen`, records it and returns it. */
export function drawUnique(seen: Set<string>, draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
}

/** A new center name and the lowercase stem its .example addresses use. */
export function drawName(rng: Rng, usedStems: Set<string>): { name: string; slugish: string } {
  // Unique stems, not just names: 'Bluejay Meadow' twice would confuse anyone browsing.
  const stem = drawUnique(usedStems, () => {
    const first = rng.pick(NAME_FIRST);
    let second = rng.pick(NAME_SECOND);
    while (first.toLowerCase().endsWith(second.toLowerCase())) second = rng.pick(NAME_SECOND);
    // Short first words fuse with lowercase halves ('Lanternfield'); long ones read badly.
    const fuse =
      second === second.toLowerCase() && first.length <= 7 && !first.endsWith(second.charAt(0));
    return fuse ? first + second : `${first} ${second.charAt(0).toUpperCase()}${second.slice(1)}`;
  });
  const [kind, keyword] = rng.pick(NAME_KINDS);
  return {
    name: `${stem} ${kind}`,
    slugish: `${stem.toLowerCase().replace(/\s+/g, '')}-${keyword}`,
  };
}
