import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  nextVisible,
  pageCount,
  pageRange,
  paginationItems,
  remainingCount,
  shownCount,
} from './paging.ts';

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

describe('static pages of the directory', () => {
  it('splits the centers into pages of 12', () => {
    expect(pageCount(162)).toBe(14);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageRange(1, 162)).toEqual({ from: 0, to: 12 });
    expect(pageRange(14, 162)).toEqual({ from: 156, to: 162 });
  });

  it('lists the first, last and neighbouring pages with gaps between', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 14)).toEqual([1, 2, 'gap', 14]);
    expect(paginationItems(5, 14)).toEqual([1, 'gap', 4, 5, 6, 'gap', 14]);
    // A gap of one page is shown as that page: a link is shorter than an ellipsis to skip.
    expect(paginationItems(4, 14)).toEqual([1, 2, 3, 4, 5, 'gap', 14]);
    expect(paginationItems(14, 14)).toEqual([1, 'gap', 13, 14]);
  });
});
