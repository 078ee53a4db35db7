import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, nextVisible, remainingCount, shownCount } from './show-more.ts';

describe("'Show More Centers' counting", () => {
  it('shows 12 at first, then 12 more per click, never more than there are', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(shownCount(30, PAGE_SIZE)).toBe(12);
    expect(remainingCount(30, PAGE_SIZE)).toBe(18);
    const afterOne = nextVisible(PAGE_SIZE);
    expect(afterOne).toBe(24);
    expect(shownCount(30, afterOne)).toBe(24);
    expect(remainingCount(30, afterOne)).toBe(6);
    const afterTwo = nextVisible(afterOne);
    expect(shownCount(30, afterTwo)).toBe(30);
    expect(remainingCount(30, afterTwo)).toBe(0);
  });

  it('has nothing left to show for a short or empty result', () => {
    expect(shownCount(5, PAGE_SIZE)).toBe(5);
    expect(remainingCount(5, PAGE_SIZE)).toBe(0);
    expect(shownCount(0, PAGE_SIZE)).toBe(0);
    expect(remainingCount(12, PAGE_SIZE)).toBe(0);
  });
});
