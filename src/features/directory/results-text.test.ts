import { describe, expect, it } from 'vitest';
import { pageHeading, resultsAnnouncement, resultsHeading, showMoreLabel } from './results-text.ts';

describe('directory texts', () => {
  it("reads 'N Centers Found (showing M)'", () => {
    expect(resultsHeading(162, 12)).toBe('162 Centers Found (showing 12)');
    expect(resultsHeading(1, 1)).toBe('1 Center Found (showing 1)');
    expect(pageHeading(162, 13, 24)).toBe('162 Centers Found (showing 13–24)');
  });

  it("labels 'Show More Centers' with the remaining count", () => {
    expect(showMoreLabel(150)).toBe('Show More Centers (150 remaining)');
  });

  it("announces 'No centers found' for an empty result", () => {
    expect(resultsAnnouncement(0, 0)).toBe('No centers found');
    expect(resultsAnnouncement(30, 12)).toBe('30 Centers Found (showing 12)');
  });
});
