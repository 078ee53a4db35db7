/**
 * Moves map markers apart until none overlaps another (a simple relaxation: each overlapping
 * pair is pushed apart along the line between them, half each, until every pair is clear or
 * the rounds run out). The Twin Cities' suburbs lie a few pixels apart on a map of the state,
 * and their markers would otherwise cover each other.
 */

/** A marker to place: where its city is and how large it is drawn. */
export interface MarkerToSpread {
  x: number;
  y: number;
  radius: number;
}

/** Space left between two markers, in SVG units. */
const GAP = 2;
const ROUNDS = 300;

/** Where each marker is drawn (same order), within [0, width] x [0, height]. */
export function spreadMarkers(
  markers: readonly MarkerToSpread[],
  width: number,
  height: number,
): { x: number; y: number }[] {
  const at = markers.map((m) => ({ x: m.x, y: m.y }));
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i];
        const b = at[j];
        const ra = markers[i]?.radius ?? 0;
        const rb = markers[j]?.radius ?? 0;
        if (!a || !b) continue;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        const needed = ra + rb + GAP;
        if (distance >= needed) continue;
        if (distance === 0) {
          // Same place: part them in a direction that depends on the pair, so it is stable.
          const angle = (i * 7 + j * 13) % 360;
          dx = Math.cos((angle * Math.PI) / 180);
          dy = Math.sin((angle * Math.PI) / 180);
          distance = 1;
        }
        const push = (needed - distance) / 2 + 0.01;
        a.x -= (dx / distance) * push;
        a.y -= (dy / distance) * push;
        b.x += (dx / distance) * push;
        b.y += (dy / distance) * push;
        moved = true;
      }
    }
    for (const [i, point] of at.entries()) {
      const r = markers[i]?.radius ?? 0;
      point.x = Math.min(Math.max(point.x, r), width - r);
      point.y = Math.min(Math.max(point.y, r), height - r);
    }
    if (!moved) break;
  }
  // Whole units, as the map's other coordinates (a few bytes less on the page).
  return at.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));
}
