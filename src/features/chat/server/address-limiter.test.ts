import { describe, expect, it } from 'vitest';
import { AddressLimiter } from './address-limiter.ts';

describe('AddressLimiter', () => {
  it('allows `count` messages per window per address, then again once the window passed', () => {
    let now = 0;
    const limiter = new AddressLimiter(2, 1000, () => now);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.allow('b')).toBe(true);
    now = 1000;
    expect(limiter.allow('a')).toBe(true);
  });
});
