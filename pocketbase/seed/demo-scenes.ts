/**
 * The four illustration subjects of the photo pool, drawn with flat shapes in one of three
 * palettes. Soft, friendly and obviously not photographs.
 */
import { PALETTES, type Palette } from './demo-palettes.ts';
import { mix, Raster } from './demo-raster.ts';
import type { Scene, SceneSubject } from './demo-media.ts';

const W = 960;
const H = 600;

function sky(r: Raster, p: Palette, horizon: number): void {
  r.gradient(0, horizon + 40, p.skyTop, p.skyBottom, 14);
  r.ellipse(790, 110, 54, p.sun);
  const cloud = mix(p.skyBottom, 0xffffff, 0.6);
  for (const [x, y] of [
    [180, 90],
    [470, 150],
  ] as const) {
    r.ellipse(x, y, 70, cloud, 26);
    r.ellipse(x + 40, y - 18, 40, cloud, 26);
  }
}

function tree(r: Raster, p: Palette, x: number, base: number, size: number): void {
  r.roundRect(x - size * 0.09, base - size * 1.1, size * 0.18, size * 1.1, 4, p.trunk);
  r.ellipse(x, base - size * 1.25, size * 0.6, p.tree, size * 0.55);
  r.ellipse(x - size * 0.18, base - size * 1.4, size * 0.3, mix(p.tree, 0xffffff, 0.18));
}

const DRAW: Record<SceneSubject, (r: Raster, p: Palette) => void> = {
  exterior: (r, p) => {
    sky(r, p, 400);
    r.hill(400, 14, 0.009, 1.3, mix(p.ground, p.skyBottom, 0.45));
    r.hill(440, 8, 0.006, 0.2, p.ground);
    r.roundRect(290, 200, 400, 56, 28, p.roof);
    r.roundRect(310, 236, 360, 230, 24, p.building);
    for (const y of [270, 360]) {
      for (const x of [340, 420, 560, 640]) r.roundRect(x - 28, y, 56, 62, 12, p.window);
    }
    r.roundRect(452, 360, 76, 106, 34, p.roof);
    r.polygon(
      [
        [462, 466],
        [518, 466],
        [600, 600],
        [380, 600],
      ],
      mix(p.ground, 0xffffff, 0.45),
    );
    tree(r, p, 170, 480, 120);
    tree(r, p, 820, 470, 100);
  },
  playground: (r, p) => {
    sky(r, p, 360);
    r.hill(380, 10, 0.007, 2.1, p.ground);
    for (let x = 20; x < W; x += 46) r.roundRect(x, 330, 12, 70, 5, mix(p.trunk, 0xffffff, 0.5));
    r.roundRect(0, 346, W, 10, 5, mix(p.trunk, 0xffffff, 0.5));
    r.polygon(
      [
        [220, 250],
        [250, 250],
        [420, 500],
        [380, 500],
      ],
      p.accents[0],
    );
    r.roundRect(160, 240, 100, 22, 10, p.accents[1]);
    for (const x of [168, 236]) r.roundRect(x, 250, 14, 250, 6, p.accents[1]);
    r.polygon(
      [
        [560, 230],
        [580, 230],
        [530, 500],
        [510, 500],
      ],
      p.roof,
    );
    r.polygon(
      [
        [800, 230],
        [820, 230],
        [870, 500],
        [850, 500],
      ],
      p.roof,
    );
    r.roundRect(550, 220, 280, 22, 11, p.roof);
    for (const x of [620, 740]) {
      r.roundRect(x, 240, 5, 160, 2, p.trunk);
      r.roundRect(x + 45, 240, 5, 160, 2, p.trunk);
      r.roundRect(x - 6, 398, 62, 14, 7, p.accents[2]);
    }
    r.roundRect(80, 510, 260, 60, 30, mix(p.accents[2], 0xffffff, 0.5));
    r.ellipse(470, 540, 26, p.accents[1]);
    r.ellipse(900, 540, 20, p.accents[0]);
  },
  playroom: (r, p) => {
    r.gradient(0, 400, mix(p.wall, 0xffffff, 0.4), p.wall, 8);
    for (let y = 400; y < H; y += 40) {
      r.span(y, 0, W, mix(p.floor, 0x000000, 0.06));
      for (let row = y + 1; row < y + 40; row++) r.span(row, 0, W, p.floor);
    }
    r.roundRect(90, 70, 280, 210, 18, 0xffffff);
    r.roundRect(106, 86, 248, 178, 10, p.skyTop);
    r.roundRect(106, 222, 248, 42, 10, p.ground);
    r.ellipse(300, 214, 26, p.tree);
    r.roundRect(90, 70, 280, 16, 8, 0xffffff);
    r.roundRect(600, 150, 280, 20, 8, p.trunk);
    for (let i = 0; i < 6; i++)
      r.roundRect(616 + i * 44, 110, 32, 40, 6, p.accents[i % 3] ?? p.sun);
    r.ellipse(520, 500, 300, mix(p.accents[1], 0xffffff, 0.55), 70);
    r.roundRect(140, 440, 220, 70, 22, p.accents[0]);
    r.roundRect(680, 450, 200, 80, 26, p.accents[2]);
    for (const [x, y, c] of [
      [450, 420, 0],
      [500, 420, 1],
      [475, 372, 2],
    ] as const) {
      r.roundRect(x, y, 46, 46, 8, p.accents[c]);
    }
    r.ellipse(820, 420, 46, p.accents[1], 30);
  },
  garden: (r, p) => {
    sky(r, p, 330);
    r.hill(330, 26, 0.006, 0.7, mix(p.ground, p.skyBottom, 0.5));
    r.hill(390, 20, 0.008, 2.4, mix(p.ground, p.skyBottom, 0.2));
    r.hill(460, 12, 0.005, 4.0, p.ground);
    r.polygon(
      [
        [450, 420],
        [510, 420],
        [660, 600],
        [300, 600],
      ],
      mix(p.floor, 0xffffff, 0.3),
    );
    const trees = [
      [120, 430, 110],
      [260, 410, 80],
      [760, 420, 120],
      [880, 440, 90],
    ] as const;
    for (const [x, base, size] of trees) tree(r, p, x, base, size);
    for (let i = 0; i < 14; i++) {
      r.ellipse(60 + i * 64, 540 + (i % 3) * 16, 9, p.accents[i % 3] ?? p.sun);
    }
    r.roundRect(700, 500, 150, 16, 6, p.trunk);
    r.roundRect(712, 514, 10, 34, 4, p.trunk);
    r.roundRect(828, 514, 10, 34, 4, p.trunk);
  },
};

/** Draws one photo-pool illustration at 960×600 and encodes it as PNG. */
export function drawScene(scene: Scene): Buffer {
  const raster = new Raster(W, H);
  DRAW[scene.subject](raster, PALETTES[scene.palette % PALETTES.length] as Palette);
  return raster.toPng();
}
