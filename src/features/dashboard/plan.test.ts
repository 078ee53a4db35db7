import { describe, expect, it } from 'vitest';
import { premiumNotice } from './plan.ts';

describe('premiumNotice', () => {
  it('says the spec text', () => {
    const notice = premiumNotice('Logo upload');
    expect(`${notice.title}: ${notice.description}`).toBe(
      'Premium Feature Required: Logo upload is a premium feature. Upgrade your plan to access this functionality.',
    );
  });
});
