import { describe, expect, it } from 'vitest';
import { packOptions, unpackOptions } from './directory-options.ts';

describe('packOptions', () => {
  it('gives back the same choices, empty lists included', () => {
    const options = { cities: ['Apple Valley', 'Saint Paul'], services: [] };
    expect(unpackOptions(packOptions(options))).toEqual(options);
  });
});
