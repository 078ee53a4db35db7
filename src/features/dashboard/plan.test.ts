import { describe, expect, it } from 'vitest';
import { planCardFeatures, planOf, premiumNotice } from './plan.ts';

describe('planOf', () => {
  it('is premium only for an active premium subscription', () => {
    expect(planOf({ plan_type: 'premium', status: 'active' })).toBe('premium');
    expect(planOf({ plan_type: 'premium', status: 'canceled' })).toBe('free');
    expect(planOf({ plan_type: 'free', status: 'active' })).toBe('free');
    expect(planOf(null)).toBe('free');
  });
});

describe('premiumNotice', () => {
  it('says the spec text', () => {
    const notice = premiumNotice('Logo upload');
    expect(`${notice.title}: ${notice.description}`).toBe(
      'Premium Feature Required: Logo upload is a premium feature. Upgrade your plan to access this functionality.',
    );
  });
});

describe('planCardFeatures', () => {
  it('shows five features, then +N more features', () => {
    expect(planCardFeatures(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: '+2 more features',
    });
    expect(planCardFeatures(['a'])).toEqual({ shown: ['a'], more: '' });
  });
});
