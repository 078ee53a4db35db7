// Analytics reports from outside: a report naming thousands of centers is refused by its size
// before PocketBase reads it, and one address counts once a day per center however often it
// changes its User-Agent.
import { describe, expect, it } from 'vitest';
import { MAX_CENTERS_PER_HIT, MAX_HIT_BYTES } from '../../src/domain/analytics/analytics.ts';
import { minnesotaToday } from '../../src/features/intake/minnesota-date.ts';
import { ownedCenter, ownerOn } from './support/owners.ts';
import { pbUrl, superuserClient } from './support/pocketbase.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Posts a beacon report as a browser at `ip` would. */
async function report(body: string, ip: string, agent = BROWSER): Promise<Response> {
  return fetch(`${pbUrl}/api/analytics/hit`, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': ip,
      'User-Agent': agent,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}

describe('an analytics report past its limit', () => {
  it('naming 32,000 center numbers is refused 413 before it is read', async () => {
    const numbers = Array.from({ length: 32_000 }, (_, i) => String(10_000 + i)).join(',');
    const body = new URLSearchParams({ metric: 'directory_appearance', center: numbers });
    expect(body.toString().length).toBeGreaterThan(MAX_HIT_BYTES);
    const response = await report(body.toString(), '203.0.113.10');
    expect(response.status).toBe(413);
  });

  it('naming more centers than a page shows, within the size, is refused 400 with the limit', async () => {
    const numbers = Array.from({ length: MAX_CENTERS_PER_HIT + 1 }, (_, i) => String(1 + i));
    const response = await report(
      new URLSearchParams({ metric: 'directory_appearance', center: numbers.join(',') }).toString(),
      '203.0.113.11',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      `At most ${String(MAX_CENTERS_PER_HIT)} centers per report.`,
    );
  });
});

describe('a visitor rotating the User-Agent', () => {
  it('counts once a day per center from one address (40 reports, 40 agents)', async () => {
    const center = await ownedCenter(await ownerOn('free'));
    for (let i = 0; i < 40; i += 1) {
      const response = await report(
        new URLSearchParams({ metric: 'page_view', center: center.id }).toString(),
        '203.0.113.12',
        `${BROWSER} Rotated/${String(i)}`,
      );
      expect(response.status).toBe(204);
    }
    // Another address is another visitor (the positive signal that the hits were written).
    await report(
      new URLSearchParams({ metric: 'page_view', center: center.id }).toString(),
      '203.0.113.13',
    );
    const su = await superuserClient();
    const rows = await su.collection('center_analytics').getFullList({
      filter: su.filter('center = {:c} && metric = "page_view" && day = {:d}', {
        c: center.id,
        d: minnesotaToday(),
      }),
    });
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(2);
  });
});
