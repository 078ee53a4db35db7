/**
 * A tiny RGB raster with the few flat-fill primitives the demo illustrations need. Flat
 * colours and horizontal spans keep the PNGs small (zlib thrives on repeated rows).
 */
import { PNG } from 'pngjs';

/** An RGB colour as 0xRRGGBB. */
export type Rgb = number;

/** Mixes two colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const ch = (shift: number) => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * t) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}

/** A drawable image; coordinates are pixels, out-of-range spans are clipped. */
export class Raster {
  readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  /** Fills row y from x0 to x1 (exclusive). */
  span(y: number, x0: number, x1: number, color: Rgb): void {
    if (y < 0 || y >= this.height) return;
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(this.width, Math.round(x1));
    const data = this.png.data;
    for (let x = from; x < to; x++) {
      const i = (y * this.width + x) * 4;
      data[i] = (color >> 16) & 0xff;
      data[i + 1] = (color >> 8) & 0xff;
      data[i + 2] = color & 0xff;
      data[i + 3] = 255;
    }
  }

  /** Top-to-bottom gradient in `steps` flat bands. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb, steps = 12): void {
    for (let y = Math.round(y0); y < y1; y++) {
      const t = Math.floor(((y - y0) / (y1 - y0)) * steps) / (steps - 1);
      this.span(y, 0, this.width, mix(top, bottom, Math.min(1, t)));
    }
  }

  /** Rectangle with corners rounded by radius r. */
  roundRect(x: number, y: number, w: number, h: number, r: number, color: Rgb): void {
    for (let row = Math.round(y); row < y + h; row++) {
      const dy = Math.max(0, Math.max(y + r - row, row - (y + h - r)));
      const inset = r - Math.sqrt(Math.max(0, r * r - dy * dy));
      this.span(row, x + inset, x + w - inset, color);
    }
  }

  /** Ellipse centred on (cx, cy); a circle when ry is omitted. */
  ellipse(cx: number, cy: number, rx: number, color: Rgb, ry = rx): void {
    for (let row = Math.round(cy - ry); row < cy + ry; row++) {
      const dy = (row + 0.5 - cy) / ry;
      if (Math.abs(dy) > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.span(row, cx - half, cx + half, color);
    }
  }

  /** Convex polygon by scanlines. */
  polygon(points: readonly (readonly [number, number])[], color: Rgb): void {
    const ys = points.map((p) => p[1]);
    for (let row = Math.round(Math.min(...ys)); row < Math.max(...ys); row++) {
      const y = row + 0.5;
      const xs: number[] = [];
      points.forEach(([ax, ay], i) => {
        const [bx, by] = points[(i + 1) % points.length] ?? [ax, ay];
        if ((ay <= y && by > y) || (by <= y && ay > y))
          xs.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
      });
      if (xs.length >= 2) this.span(row, Math.min(...xs), Math.max(...xs), color);
    }
  }

  /** Ground below a gentle wave: y = base + amp·sin(x·freq + phase). */
  hill(base: number, amp: number, freq: number, phase: number, color: Rgb): void {
    for (let row = Math.round(base - amp); row < this.height; row++) {
      // The wave is solved per row, so fills stay horizontal spans.
      for (let x = 0; x < this.width;) {
        const inside = (px: number) => row >= base + amp * Math.sin(px * freq + phase);
        let end = x;
        while (end < this.width && inside(end) === inside(x)) end++;
        if (inside(x)) this.span(row, x, end, color);
        x = end;
      }
    }
  }

  /** Encodes as an RGB PNG (no alpha channel: smaller files). */
  toPng(): Buffer {
    return PNG.sync.write(this.png, { colorType: 2 });
  }
}
