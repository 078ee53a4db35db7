import { describe, expect, it } from 'vitest';
import { analyticsCsv, dailyCounts, dayLabel, totals } from './analytics-data.ts';

const answer = {
  from: '2026-02-27',
  to: '2026-03-02',
  counts: [
    { day: '2026-02-28', metric: 'page_view', count: 4 },
    { day: '2026-03-02', metric: 'page_view', count: 2 },
    { day: '2026-03-02', metric: 'call', count: 1 },
  ],
} as const;

describe('dailyCounts', () => {
  it('lists every day of the period across a month end, with zeros where nothing was counted', () => {
    const days = dailyCounts({ ...answer, counts: [...answer.counts] });
    expect(days.map((d) => d.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(days.map((d) => d.counts.page_view)).toEqual([0, 4, 0, 2]);
    expect(totals(days)).toMatchObject({ page_view: 6, call: 1, email: 0 });
  });
});

describe('analyticsCsv', () => {
  it('writes a Date column and one labelled column per metric', () => {
    const csv = analyticsCsv(dailyCounts({ ...answer, counts: [...answer.counts] }));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Page views,Directory appearances,Call clicks,Website clicks,Directions clicks,Email clicks,Intake requests shared,Job views,Job applications',
    );
    expect(lines[4]).toBe('2026-03-02,2,0,1,0,0,0,0,0,0');
    expect(lines).toHaveLength(5);
  });
});

describe('dayLabel', () => {
  it('writes the day itself, whatever the time zone', () => {
    expect(dayLabel('2026-03-02')).toBe('Mar 2, 2026');
  });
});
