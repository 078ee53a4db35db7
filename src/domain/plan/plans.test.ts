import { describe, expect, it } from 'vitest';
import { planCardFeatures, planPrice } from './plans.ts';

describe('planCardFeatures', () => {
  it('shows five features, then +N more features', () => {
    expect(planCardFeatures(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: '+2 more features',
    });
    expect(planCardFeatures(['a'])).toEqual({ shown: ['a'], more: '' });
  });
});

describe('planPrice', () => {
  it("shows $0 without '/month' for free, and a monthly price otherwise", () => {
    expect(planPrice({ price_monthly: 0 })).toEqual({ amount: '$0', perMonth: false });
    expect(planPrice({ price_monthly: 49 })).toEqual({ amount: '$49', perMonth: true });
    expect(planPrice({ price_monthly: 29.5 })).toEqual({ amount: '$29.50', perMonth: true });
  });
});
