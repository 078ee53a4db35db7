import { describe, expect, it } from 'vitest';
import { planOf, premiumMessage, premiumNotice } from './premium.ts';

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
    expect(premiumNotice('Logo upload').title).toBe('Premium Feature Required');
    expect(premiumMessage('Logo upload')).toBe(
      'Premium Feature Required: Logo upload is a premium feature. Upgrade your plan to access this functionality.',
    );
  });
});
