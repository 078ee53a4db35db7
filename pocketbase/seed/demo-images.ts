/**
 * The picture files of a seed run: the 12 photo illustrations and the monogram logos,
 * each rendered once and reused for every upload that needs it.
 */
import { glyphCells } from './demo-font.ts';
import { SCENES } from './demo-media.ts';
import { mix, Raster } from './demo-raster.ts';
import { drawScene } from './demo-scenes.ts';

const LOGO_COLORS = [0x3f7fb5, 0xd9826a, 0x5a9e7c, 0x8a72c2, 0xc9973a, 0x4f9aa8] as const;

/** A 256×256 monogram: the name's initial, pixel-lettered on a rounded coloured tile. */
export function drawLogo(name: string): Buffer {
  const letter = name.charAt(0).toUpperCase();
  const color = LOGO_COLORS[(letter.charCodeAt(0) + name.length) % LOGO_COLORS.length] ?? 0x3f7fb5;
  const r = new Raster(256, 256);
  r.roundRect(0, 0, 256, 256, 0, mix(color, 0xffffff, 0.85));
  r.roundRect(24, 24, 208, 208, 52, color);
  // 5×7 cells of 22 px, centred in the tile.
  for (const [x, y] of glyphCells(letter)) {
    r.roundRect(73 + x * 22, 51 + y * 22, 22, 22, 0, 0xffffff);
  }
  return r.toPng();
}

/** Lazily rendered, memoised picture files for one seed run. */
export class ImagePool {
  private readonly scenes = new Map<number, Buffer>();
  private readonly logos = new Map<string, Buffer>();

  /** The PNG of SCENES[index]. */
  scene(index: number): Buffer {
    let png = this.scenes.get(index);
    if (!png) {
      const scene = SCENES[index];
      if (!scene) throw new Error(`no scene ${index}`);
      png = drawScene(scene);
      this.scenes.set(index, png);
    }
    return png;
  }

  /** The logo PNG for a center name (one per initial and colour). */
  logo(name: string): Buffer {
    const key = `${name.charAt(0)}:${name.length % LOGO_COLORS.length}`;
    let png = this.logos.get(key);
    if (!png) {
      png = drawLogo(name);
      this.logos.set(key, png);
    }
    return png;
  }
}
