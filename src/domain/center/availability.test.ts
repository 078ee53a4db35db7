import { describe, expect, it } from 'vitest';
import { availabilityText } from './availability.ts';

describe('availabilityText', () => {
  it.each([
    ['accepting', 0, 'Accepting new clients'],
    ['waitlist', 6, 'Waitlist: about 6 weeks'],
    ['waitlist', 1, 'Waitlist: about 1 week'],
    ['waitlist', 0, 'Waitlist'],
    ['not-accepting', 0, 'Not accepting new clients'],
    ['', 0, 'Availability not listed'],
  ] as const)('%s with %i weeks reads %j', (acceptingClients, waitlistWeeks, text) => {
    expect(availabilityText({ acceptingClients, waitlistWeeks })).toBe(text);
  });
});
