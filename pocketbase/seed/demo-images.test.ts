import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { drawLogo } from './demo-images.ts';
import { SCENES } from './demo-media.ts';
import { drawScene } from './demo-scenes.ts';

describe('demo images', () => {
  it('draws small 960×600 photo illustrations', () => {
    for (const subject of ['exterior', 'garden'] as const) {
      const png = drawScene({ subject, palette: 1 });
      const { width, height } = PNG.sync.read(png);
      expect([width, height]).toEqual([960, 600]);
      expect(png.length).toBeLessThan(60_000);
    }
  });

  it('draws distinct scenes and 256×256 logos', () => {
    expect(new Set(SCENES.map((s) => `${s.subject}/${s.palette}`)).size).toBe(12);
    const [first, second] = SCENES;
    if (!first || !second) throw new Error('scene pool too small');
    expect(drawScene(first).equals(drawScene(second))).toBe(false);
    const logo = PNG.sync.read(drawLogo('Bluejay Meadow Autism Center'));
    expect([logo.width, logo.height]).toEqual([256, 256]);
  });
});
