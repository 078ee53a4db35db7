import { describe, expect, it } from 'vitest';
import { deriveDashboardStatus, statusLabel } from './center-status.ts';

describe('deriveDashboardStatus (owner-admin-side.md section 4)', () => {
  it.each([
    [{ approved: 'yes', claimed: true, access_code: '12345678' }, 'approved'],
    [{ approved: 'yes', claimed: false }, 'approved'],
    [{ approved: 'no', claimed: true, access_code: '12345678' }, 'rejected'],
    [{ approved: 'pending', claimed: false }, 'pending'],
    [{ approved: '', claimed: true, access_code: '12345678' }, 'approved'],
    [{ approved: '', claimed: false, access_code: '12345678' }, 'rejected'],
    // An admin's Approve stores 'approved': a created, unclaimed center then reads rejected.
    [{ approved: 'approved', claimed: false }, 'rejected'],
    [{ approved: 'approved', claimed: true, access_code: '12345678' }, 'approved'],
    [{ approved: 'rejected', claimed: false }, 'rejected'],
    // Claimed without a code and no rule matching: the raw value.
    [{ approved: 'approved', claimed: true }, 'approved'],
    [{ approved: 'rejected', claimed: true, access_code: '' }, 'rejected'],
    [{ approved: '', claimed: true }, ''],
  ])('%o → %s', (center, status) => {
    expect(deriveDashboardStatus(center)).toBe(status);
  });
});

describe('statusLabel', () => {
  it('uses the spec labels and shows anything else raw', () => {
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('pending')).toBe('Pending Review');
    expect(statusLabel('available')).toBe('Available to Claim');
    expect(statusLabel('unclaimed')).toBe('Unclaimed');
    expect(statusLabel('rejected')).toBe('rejected');
    expect(statusLabel('')).toBe('—');
  });
});
