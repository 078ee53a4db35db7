import { describe, expect, it } from 'vitest';
import { generatedCenterRecords } from '../../../pocketbase/seed/generated-centers.ts';
import { toCardCenter } from '../../domain/center/card-center.ts';
import { centerFixture } from '../../testing/center-record.ts';
import { compareCenters } from '../../domain/center/center.ts';
import { CARD_BLOCK_SIZE, cardBlockOf, cardBlocks } from './card-blocks.ts';

describe('card blocks', () => {
  const centers = generatedCenterRecords(40)
    .map((record, i) => centerFixture({ ...record, id: `r${String(i)}`, number: i + 1 }))
    .sort(compareCenters);

  it('holds each rank’s card at its place in its block', () => {
    const blocks = cardBlocks(centers);
    expect(blocks.map((block) => block.length)).toEqual([16, 16, 8]);
    centers.forEach((center, rank) => {
      expect(blocks[cardBlockOf(rank)]?.[rank % CARD_BLOCK_SIZE]).toEqual(toCardCenter(center));
    });
  });
});
