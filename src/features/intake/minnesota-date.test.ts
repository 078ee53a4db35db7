import { describe, expect, it } from 'vitest';
import { minnesotaToday } from './minnesota-date.ts';

/** Minnesota's date according to the platform's time-zone database. */
const chicago = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' });
const viaIntl = (date: Date) => chicago.format(date);

describe('minnesotaToday', () => {
  it.each([
    ['2026-11-21T05:59:00Z', '2026-11-20'],
    ['2026-11-21T06:00:00Z', '2026-11-21'],
    ['2026-07-04T04:59:00Z', '2026-07-03'],
    ['2026-07-04T05:00:00Z', '2026-07-04'],
    ['2027-01-01T03:00:00Z', '2026-12-31'],
  ])('at %s it is %s in Minnesota', (instant, date) => {
    expect(minnesotaToday(new Date(instant))).toBe(date);
  });

  it('agrees with the time-zone database every half hour through 2026 and 2027', () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    const wrong: string[] = [];
    for (let t = start; t < end; t += 30 * 60_000) {
      const date = new Date(t);
      if (minnesotaToday(date) !== viaIntl(date)) wrong.push(date.toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
