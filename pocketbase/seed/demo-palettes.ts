/** The three colour palettes of the photo-pool illustrations. */
import type { Rgb } from './demo-raster.ts';

/** Colours of one illustration palette. */
export interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  ground: Rgb;
  building: Rgb;
  roof: Rgb;
  window: Rgb;
  tree: Rgb;
  trunk: Rgb;
  accents: readonly [Rgb, Rgb, Rgb];
  wall: Rgb;
  floor: Rgb;
}

/** Morning blue, dusk peach and mint: soft colours that sit well behind card text. */
export const PALETTES: readonly Palette[] = [
  {
    skyTop: 0x9fd3ef,
    skyBottom: 0xeef8fc,
    sun: 0xffe08a,
    ground: 0x9fd09a,
    building: 0xf2c6a0,
    roof: 0xd9826a,
    window: 0xe7f3fa,
    tree: 0x5fa776,
    trunk: 0x8a6a52,
    accents: [0xf29e7a, 0x7cb7e0, 0xf6cf63],
    wall: 0xf7efe3,
    floor: 0xe2c9a6,
  },
  {
    skyTop: 0xf5b9a6,
    skyBottom: 0xfdeed8,
    sun: 0xfff3c4,
    ground: 0xc2d69a,
    building: 0xb8c6ea,
    roof: 0x6f84c4,
    window: 0xfdf6e8,
    tree: 0x7fb486,
    trunk: 0x7d6457,
    accents: [0x9b8fd6, 0xf3a1a8, 0x8cc9b5],
    wall: 0xf3ecf7,
    floor: 0xd9c7b8,
  },
  {
    skyTop: 0xb7e6d8,
    skyBottom: 0xf2fbf7,
    sun: 0xfbd7a5,
    ground: 0x8fc7a9,
    building: 0xf4dd9c,
    roof: 0xe0985a,
    window: 0xffffff,
    tree: 0x4f937b,
    trunk: 0x7a5c45,
    accents: [0x5fb0c9, 0xf0b45e, 0xe98a86],
    wall: 0xeaf5f0,
    floor: 0xcfb58f,
  },
];
