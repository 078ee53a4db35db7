import { describe, expect, it } from 'vitest';
import { laterPages, pageCount, pageRange, paginationItems } from './paging.ts';

describe('static list pages', () => {
  it('splits a list into pages of the given size', () => {
    expect(pageCount(162, 12)).toBe(14);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageRange(1, 162, 12)).toEqual({ from: 0, to: 12 });
    expect(pageRange(14, 162, 12)).toEqual({ from: 156, to: 162 });
    expect(pageRange(3, 41, 20)).toEqual({ from: 40, to: 41 });
  });

  it('builds the pages after the first (page 1 is the list itself)', () => {
    expect(laterPages(41, 20)).toEqual([{ params: { page: '2' } }, { params: { page: '3' } }]);
    expect(laterPages(20, 20)).toEqual([]);
    expect(laterPages(0, 20)).toEqual([]);
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
