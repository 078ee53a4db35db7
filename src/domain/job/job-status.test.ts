import { describe, expect, it } from 'vitest';
import { daysRemaining, postedAgo, postingBadge, remainingText } from './job-status.ts';

const NOW = Date.parse('2026-05-31T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('postedAgo', () => {
  it.each([
    [0.1, '1 day ago'],
    [1, '1 day ago'],
    [1.5, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [65, '2 months ago'],
  ])('%s days old reads %s', (days, text) => {
    expect(postedAgo(ago(days), NOW)).toBe(text);
  });

  it('reads PocketBase dates (space between date and time)', () => {
    expect(postedAgo('2026-05-28 12:00:00.000Z', NOW)).toBe('3 days ago');
  });

  it('is empty for a missing date', () => {
    expect(postedAgo('', NOW)).toBe('');
  });
});

describe('days remaining', () => {
  it('counts part days as days and shows Expired at zero', () => {
    expect(daysRemaining(ago(-2.5), NOW)).toBe(3);
    expect(remainingText(ago(-2.5), NOW)).toBe('3 days remaining');
    expect(remainingText(ago(-0.5), NOW)).toBe('1 day remaining');
    expect(remainingText(ago(0), NOW)).toBe('Expired');
    expect(remainingText(ago(3), NOW)).toBe('Expired');
    expect(remainingText('', NOW)).toBe('');
  });
});

describe('postingBadge', () => {
  const live = { status: 'active', paymentStatus: 'paid', expiresAt: ago(-10) };
  it('names each state as the spec does', () => {
    expect(postingBadge({ status: '', paymentStatus: 'pending', expiresAt: '' }, NOW)).toBe(
      'Payment Pending',
    );
    expect(postingBadge(live, NOW)).toBe('Active');
    expect(postingBadge({ ...live, status: 'expired' }, NOW)).toBe('Expired');
    expect(postingBadge({ ...live, expiresAt: ago(1) }, NOW)).toBe('Expired');
    expect(postingBadge({ ...live, status: 'paused' }, NOW)).toBe('Paused');
  });
});
