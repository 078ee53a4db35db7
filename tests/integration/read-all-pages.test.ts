// The build's parallel page reads (src/lib/pocketbase.ts readAllPages): the same
// records in the same order as reading one page after another, as a visitor sees them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAllPages } from '../../src/lib/pocketbase.ts';
import { createCenter, newClient } from './support/pocketbase.ts';

describe('reading every page of a list at once', () => {
  it('returns what page after page returns, in order, without the centers awaiting review', async () => {
    const prefix = `Pages ${randomUUID().slice(0, 8)}`;
    for (let i = 1; i <= 7; i += 1) {
      await createCenter({ company_name: `${prefix} ${String(i)}`, approved: 'yes' });
    }
    await createCenter({ company_name: `${prefix} 8`, approved: 'pending' });
    const query = { filter: `company_name ~ "${prefix}"`, sort: 'company_name' };

    const names = (
      await readAllPages(newClient(), 'centers', { ...query, perPage: 3, inFlight: 2 })
    ).map((c) => String(c['company_name']));

    expect(names).toEqual(Array.from({ length: 7 }, (_, i) => `${prefix} ${String(i + 1)}`));
    const oneByOne = await newClient()
      .collection('centers')
      .getFullList({ ...query, batch: 3 });
    expect(names).toEqual(oneByOne.map((c) => String(c['company_name'])));
  });

  it('returns nothing for an empty list', async () => {
    const filter = `company_name = "${randomUUID()}"`;
    expect(await readAllPages(newClient(), 'centers', { filter, perPage: 3, inFlight: 2 })).toEqual(
      [],
    );
  });
});
