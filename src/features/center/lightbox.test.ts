import { describe, expect, it } from 'vitest';
import {
  indexAfter,
  lightboxAction,
  showsThumbnails,
  stepIndex,
  stepZoom,
  THUMBNAIL_LIMIT,
} from './lightbox.ts';

describe('showsThumbnails', () => {
  it('shows the strip for 2 to 10 photos only', () => {
    expect(THUMBNAIL_LIMIT).toBe(10);
    expect([1, 2, 10, 11, 12].map(showsThumbnails)).toEqual([false, true, true, false, false]);
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [3, 1, 0, 0],
  ])('from %i by %i of %i gives %i', (index, delta, count, expected) => {
    expect(stepIndex(index, delta, count)).toBe(expected);
  });
});

describe('stepZoom', () => {
  it('zooms in and out in steps and stops at both ends', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, 1)).toBe(2);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(2, -1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(1);
  });
});

describe('keys', () => {
  it.each([
    ['ArrowRight', 'next', 3],
    ['ArrowLeft', 'previous', 1],
    ['Home', 'first', 0],
    ['End', 'last', 11],
    ['+', 'zoom-in', 2],
    ['-', 'zoom-out', 2],
  ] as const)('%s means %s (photo 3 of 12 goes to index %i)', (key, action, index) => {
    expect(lightboxAction(key)).toBe(action);
    expect(indexAfter(action, 2, 12)).toBe(index);
  });

  it('leaves other keys alone', () => {
    expect(lightboxAction('Tab')).toBeNull();
    expect(lightboxAction('Escape')).toBeNull();
  });
});
