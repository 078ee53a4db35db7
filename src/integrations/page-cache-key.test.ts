import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-key.ts';

describe('pageCacheKey', () => {
  it('is the same for the same data and changes with anything rendered', () => {
    const center = { recordId: 'abc', name: 'Bright Path', updated: '2026-01-01 10:00:00Z' };
    expect(pageCacheKey(center, [])).toBe(pageCacheKey({ ...center }, []));
    expect(pageCacheKey(center, [])).not.toBe(
      pageCacheKey({ ...center, updated: '2026-01-02 10:00:00Z' }, []),
    );
    expect(pageCacheKey(center, [])).not.toBe(pageCacheKey(center, [{ title: 'RBT' }]));
  });
});
