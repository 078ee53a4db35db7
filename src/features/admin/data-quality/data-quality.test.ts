import { describe, expect, it } from 'vitest';
import {
  daysSince,
  isReminderDue,
  isStale,
  qualityIssues,
  qualityReport,
  type QualityFacts,
} from './data-quality.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
/** A PocketBase date `days` before NOW. */
const ago = (days: number) => new Date(NOW - days * 86_400_000).toISOString().replace('T', ' ');

const fresh: QualityFacts = {
  company_name: 'Bright Path',
  address: '1 Oak St',
  city: 'Edina',
  phone_number: '6125550100',
  website: 'https://bright.example',
  owner: 'user123',
  facts_updated: ago(10),
  availability_updated: ago(10),
  created: ago(400),
};

describe('daysSince', () => {
  it('counts whole days from PocketBase and ISO dates, Infinity without a date', () => {
    expect(daysSince(ago(3), NOW)).toBe(3);
    expect(daysSince(new Date(NOW - 86_400_000 * 2.5).toISOString(), NOW)).toBe(2);
    expect(daysSince('', NOW)).toBe(Infinity);
  });
});

describe('isStale (90 days)', () => {
  it('is stale from day 90 on, fresh on day 89', () => {
    expect(isStale(ago(89), ago(500), NOW)).toBe(false);
    expect(isStale(ago(90), ago(500), NOW)).toBe(true);
  });

  it('falls back to the creation date when never confirmed', () => {
    expect(isStale('', ago(5), NOW)).toBe(false);
    expect(isStale('', ago(120), NOW)).toBe(true);
    expect(isStale('', '', NOW)).toBe(true);
  });
});

describe('qualityIssues', () => {
  it('finds nothing wrong with a fresh, complete, claimed listing', () => {
    expect(qualityIssues(fresh, NOW)).toEqual([]);
  });

  it('lists every issue in order', () => {
    const poor = {
      ...fresh,
      facts_updated: ago(91),
      availability_updated: '',
      phone_number: ' ',
      website: '',
      owner: '',
    };
    expect(qualityIssues(poor, NOW)).toEqual([
      'stale-facts',
      'stale-availability',
      'no-phone',
      'no-website',
      'unclaimed',
    ]);
  });
});

describe('isReminderDue (at most monthly per center)', () => {
  const stale = { ...fresh, facts_updated: ago(100), stale_reminder_sent: '' };

  it('is due for an owned stale listing never reminded', () => {
    expect(isReminderDue(stale, NOW)).toBe(true);
  });

  it('is due when only availability is stale', () => {
    expect(
      isReminderDue({ ...fresh, availability_updated: ago(95), stale_reminder_sent: '' }, NOW),
    ).toBe(true);
  });

  it('waits 30 days after the last reminder', () => {
    expect(isReminderDue({ ...stale, stale_reminder_sent: ago(29) }, NOW)).toBe(false);
    expect(isReminderDue({ ...stale, stale_reminder_sent: ago(30) }, NOW)).toBe(true);
  });

  it('is never due for a fresh or an unowned listing', () => {
    expect(isReminderDue({ ...fresh, stale_reminder_sent: '' }, NOW)).toBe(false);
    expect(isReminderDue({ ...stale, owner: '' }, NOW)).toBe(false);
  });
});

describe('qualityReport', () => {
  it('sorts centers into every list they belong to, with duplicate groups', () => {
    const stale = { ...fresh, company_name: 'Stale', facts_updated: ago(200) };
    const bare = { ...fresh, company_name: 'Bare', phone_number: '', website: '', owner: '' };
    const twin = { ...fresh, company_name: 'BRIGHT PATH, LLC', address: '1 Oak Street' };
    const report = qualityReport([fresh, stale, bare, twin], NOW);
    expect(report.stale).toEqual([stale]);
    expect(report.noPhone).toEqual([bare]);
    expect(report.noWebsite).toEqual([bare]);
    expect(report.unclaimed).toEqual([bare]);
    expect(report.duplicates).toEqual([[fresh, twin]]);
  });
});
