import { describe, expect, it } from 'vitest';
import { checkHit, readableDays } from './analytics.ts';

describe('the plan’s period', () => {
  it.each([
    ['30', false, 30],
    ['31', false, null],
    ['365', true, 365],
    ['366', true, 'invalid'],
    ['0', true, 'invalid'],
    ['7.5', true, 'invalid'],
  ] as const)('%s days (premium: %s) → %s', (days, premium, expected) => {
    expect(readableDays(days, premium)).toBe(expected);
  });
});

describe('checkHit', () => {
  it('reads one center, a list of numbers and a lone number', () => {
    expect(checkHit({ metric: 'call', center: 'abcdefghijklmno' })).toEqual({
      ok: true,
      metric: 'call',
      centers: ['abcdefghijklmno'],
    });
    expect(checkHit({ metric: 'directory_appearance', center: '12, 7,12' })).toMatchObject({
      centers: ['12', '7'],
    });
    expect(checkHit({ metric: 'page_view', center: 42 })).toMatchObject({ centers: ['42'] });
  });

  it('refuses more than 60 centers at once', () => {
    const center = Array.from({ length: 61 }, (_, i) => String(i + 1)).join(',');
    expect(checkHit({ metric: 'directory_appearance', center })).toEqual({
      ok: false,
      message: 'At most 60 centers per report.',
    });
  });
});
