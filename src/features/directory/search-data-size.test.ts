import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generatedCenterRecords } from '../../../pocketbase/seed/generated-centers.ts';
import { centerFixture } from '../../testing/center-record.ts';
import { compareCenters } from '../../domain/center/center.ts';
import { brotliQuality } from '../../integrations/precompress.ts';
import { directoryData } from '../../lib/routes.ts';
import { cardBlocks } from './card-blocks.ts';
import { locationShards } from './location-shards.ts';
import { mnZipCentroids } from './zip-centroids.ts';
import { zipShards } from './zip-shards.ts';

/** Bytes of a file as the site sends it: brotli at the build's quality for its path. */
function sent(path: string, body: unknown): number {
  const bytes = Buffer.from(JSON.stringify(body));
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(`/client${path}`) },
  }).length;
}

/** The bench's 10,000 generated centers, in directory order (shared by both checks). */
const centers = generatedCenterRecords(10_000)
  .map((record, i) => centerFixture({ ...record, id: `r${String(i)}`, number: i + 1 }))
  .sort(compareCenters);

// A ZIP code search within 20 KB at 10,000 centers, of which the location data is
// the part that grows with the centers (the rest: the cards shown, which a search had already;
// the index of cities by rank comes with the first search, within its 150 KB).
describe('the distance search data at 10,000 centers (npm run bench`s generated centers)', () => {
  const { index, shards } = locationShards(centers);

  it('a search near 55401 in Minneapolis loads under 4 KB of it', () => {
    const minneapolis = index.cities.findIndex((city) => city.name === 'Minneapolis');
    const zip = zipShards(mnZipCentroids()).get('554');
    const bytes =
      sent(directoryData.zipShard('554'), zip) +
      sent(directoryData.locationShard(minneapolis), shards[minneapolis]);
    expect(bytes).toBeLessThan(4 * 1024);
  });

  it('loads the city of every center in a few KB with the first search', () => {
    expect(sent(directoryData.locationIndex, index)).toBeLessThan(2 * 1024);
  });

  it('never loads a table of every center', () => {
    const largest = Math.max(
      ...shards.map((shard, file) => sent(directoryData.locationShard(file), shard)),
    );
    const all = sent('/centers/locations/all.json', shards);
    expect(largest).toBeLessThan(all / 3);
  });
});

// Results within 100 ms; a broad search's twelve cards come in one to three blocks.
describe('the card blocks at 10,000 centers', () => {
  it('are each a few KB as sent', () => {
    const blocks = cardBlocks(centers);
    const largest = Math.max(...blocks.map((block, n) => sent(directoryData.cardBlock(n), block)));
    expect(largest).toBeLessThan(3 * 1024);
  });
});
