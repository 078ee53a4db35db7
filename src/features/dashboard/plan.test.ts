import { describe, expect, it } from 'vitest';
import { planCardFeatures } from './plan.ts';

describe('planCardFeatures', () => {
  it('shows five features, then +N more features', () => {
    expect(planCardFeatures(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: '+2 more features',
    });
    expect(planCardFeatures(['a'])).toEqual({ shown: ['a'], more: '' });
  });
});
