/**
 * Which pictures each demo listing gets, and what their alt text says. The
 * pictures themselves come from a small pool of generated illustrations (demo-images.ts);
 * each pool entry has a subject so the alt text describes what is actually drawn.
 */
import type { ListingRole } from './demo-roles.ts';
import type { Rng } from './prng.ts';

export type SceneSubject = 'exterior' | 'playground' | 'playroom' | 'garden';

/** One illustration of the photo pool: a subject in one of three palettes. */
export interface Scene {
  readonly subject: SceneSubject;
  readonly palette: number;
}

const SUBJECTS: readonly SceneSubject[] = ['exterior', 'playground', 'playroom', 'garden'];

/** The 12 photo illustrations, generated once per seed run and reused. */
export const SCENES: readonly Scene[] = SUBJECTS.flatMap((subject) =>
  [0, 1, 2].map((palette) => ({ subject, palette })),
);

const ALT: Record<SceneSubject, readonly string[]> = {
  exterior: [
    'Front entrance of {name} under a clear morning sky',
    'Two-story building of {name} at golden hour, with a wide front walk',
    'Street view of {name} on a bright afternoon',
  ],
  playground: [
    'Fenced outdoor play area with a slide at {name}',
    'Swings and climbing shapes in the play yard at {name}',
    'Sunny play yard with soft ground cover at {name}',
  ],
  playroom: [
    'Bright playroom with soft mats at {name}',
    'Therapy room with building blocks and a round rug at {name}',
    'Calm sensory corner with floor cushions at {name}',
  ],
  garden: [
    'Rolling lawn and trees behind {name}',
    'Garden path leading to the back door of {name}',
    'Quiet green space for outdoor sessions at {name}',
  ],
};

/** An upload to make: which art to use, and its record fields. */
export interface DemoImage {
  readonly kind: 'main' | 'logo' | 'gallery';
  /** Index into SCENES, or -1 for the listing's logo. */
  readonly scene: number;
  readonly alt_text: string;
  readonly display_order: number;
}

const altFor = (scene: number, name: string): string => {
  const { subject, palette } = SCENES[scene] as Scene;
  return (ALT[subject][palette] as string).replace('{name}', name);
};

/** Main image for most listings, logo and gallery per the listing's role. */
export function planImages(name: string, role: ListingRole, rng: Rng): DemoImage[] {
  const images: DemoImage[] = [];
  const hasMain = role.premium || role.gallery > 0 || rng.chance(0.85);
  const exteriors = SCENES.flatMap((s, i) => (s.subject === 'exterior' ? [i] : []));
  const main = rng.chance(0.7) ? rng.pick(exteriors) : rng.int(0, SCENES.length - 1);
  if (hasMain)
    images.push({ kind: 'main', scene: main, alt_text: altFor(main, name), display_order: 0 });
  if (role.premium) {
    images.push({ kind: 'logo', scene: -1, alt_text: `Logo of ${name}`, display_order: 0 });
  }
  // Gallery pictures differ from the main one and from each other where the pool allows.
  const order = [...rng.shuffle(SCENES.map((_, i) => i).filter((i) => i !== main)), main];
  for (let i = 0; i < role.gallery; i++) {
    const scene = order[i % order.length] ?? main;
    images.push({ kind: 'gallery', scene, alt_text: altFor(scene, name), display_order: i + 1 });
  }
  return images;
}

/**
 * The random draws the retired demo videos made (their links pointed at a host that never
 * existed, so the demo data has no videos now), still taken so every listing after the first
 * premium one stays exactly as before: other tests rely on the demo data's shape.
 */
export function skipRetiredVideoDraws(role: ListingRole, rng: Rng): void {
  const RETIRED_TITLES = 5;
  if (!role.premium || rng.chance(0.45)) return;
  rng.sample(
    Array.from({ length: RETIRED_TITLES }, (_, i) => i),
    rng.int(1, 3),
  );
}
