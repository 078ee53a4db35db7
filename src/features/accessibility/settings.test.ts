import { describe, expect, it } from 'vitest';
import { initialSettings, rootClasses } from './settings.ts';

const noPrefs = { contrast: false, reducedMotion: false };

describe('initialSettings', () => {
  it('starts from the OS preferences with normal text', () => {
    expect(initialSettings(null, { contrast: true, reducedMotion: true })).toEqual({
      highContrast: true,
      reducedMotion: true,
      fontSize: 'normal',
    });
  });

  it('prefers what was stored', () => {
    const stored = JSON.stringify({ highContrast: false, reducedMotion: true, fontSize: 'large' });
    expect(initialSettings(stored, { contrast: true, reducedMotion: false })).toEqual({
      highContrast: false,
      reducedMotion: true,
      fontSize: 'large',
    });
  });

  it.each(['not json', '{"fontSize":"huge"}', '[]'])('ignores bad storage %j', (stored) => {
    expect(initialSettings(stored, noPrefs)).toEqual({
      highContrast: false,
      reducedMotion: false,
      fontSize: 'normal',
    });
  });
});

describe('rootClasses', () => {
  it('adds one class per setting that is on', () => {
    expect(
      rootClasses({ highContrast: true, reducedMotion: true, fontSize: 'extra-large' }),
    ).toEqual(['high-contrast', 'reduced-motion', 'text-size-extra-large']);
    expect(rootClasses({ highContrast: false, reducedMotion: false, fontSize: 'normal' })).toEqual(
      [],
    );
  });
});
