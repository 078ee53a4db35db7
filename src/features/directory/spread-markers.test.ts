import { describe, expect, it } from 'vitest';
import { spreadMarkers } from './spread-markers.ts';

const apart = (placed: { x: number; y: number }[], radii: number[]): boolean =>
  placed.every((a, i) =>
    placed.every(
      (b, j) => j <= i || Math.hypot(a.x - b.x, a.y - b.y) >= (radii[i] ?? 0) + (radii[j] ?? 0),
    ),
  );

describe('spreadMarkers', () => {
  it('parts markers that overlap, even at the very same place, and keeps them in the picture', () => {
    const markers = [
      { x: 150, y: 300, radius: 9 },
      { x: 152, y: 301, radius: 6 },
      { x: 150, y: 300, radius: 5 },
      { x: 148, y: 303, radius: 4 },
      { x: 2, y: 2, radius: 5 },
    ];
    const placed = spreadMarkers(markers, 300, 350);
    expect(
      apart(
        placed,
        markers.map((m) => m.radius),
      ),
    ).toBe(true);
    for (const [i, p] of placed.entries()) {
      const r = markers[i]?.radius ?? 0;
      expect(p.x).toBeGreaterThanOrEqual(r);
      expect(p.y).toBeGreaterThanOrEqual(r);
    }
  });

  it('leaves markers that do not overlap where they are', () => {
    const markers = [
      { x: 50, y: 50, radius: 5 },
      { x: 100, y: 100, radius: 5 },
    ];
    expect(spreadMarkers(markers, 300, 350)).toEqual([
      { x: 50, y: 50 },
      { x: 100, y: 100 },
    ]);
  });
});
