import { describe, expect, it } from 'vitest';
import {
  deriveAdminStatus,
  deriveDashboardStatus,
  statusLabel,
  type StatusFacts,
} from './center-status.ts';

describe('deriveAdminStatus (owner-admin-side.md section 4, admin list status)', () => {
  const cases: [string, StatusFacts, string][] = [
    ['pending stays pending, even claimed', { approved: 'pending', claimed: true }, 'pending'],
    ['approved by an admin', { approved: 'approved', claimed: false }, 'approved'],
    [
      'rejected by an admin, even with a code',
      { approved: 'rejected', claimed: false, access_code: '12345678' },
      'rejected',
    ],
    [
      'claimed with approved yes',
      { approved: 'yes', claimed: true, access_code: '12345678' },
      'approved',
    ],
    ['claimed with legacy no', { approved: 'no', claimed: true }, 'approved'],
    ['claimed with no approval value', { approved: '', claimed: true }, 'approved'],
    [
      'unclaimed with an access code',
      { approved: '', claimed: false, access_code: '12345678' },
      'available',
    ],
    [
      'unclaimed, approved yes, with a code',
      { approved: 'yes', claimed: false, access_code: '87654321' },
      'available',
    ],
    ['unclaimed without a code', { approved: '', claimed: false, access_code: '' }, 'unclaimed'],
    ['unclaimed, code not visible', { approved: 'no', claimed: false }, 'unclaimed'],
  ];
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(deriveAdminStatus(facts)).toBe(expected);
  });
});

describe('statusLabel', () => {
  it.each([
    ['approved', 'Approved'],
    ['pending', 'Pending Review'],
    ['available', 'Available to Claim'],
    ['unclaimed', 'Unclaimed'],
    ['rejected', 'Rejected'],
    ['', '—'],
  ])('%s → %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('labels every admin status of the spec', () => {
    expect(statusLabel(deriveAdminStatus({ approved: '', claimed: false, access_code: '1' }))).toBe(
      'Available to Claim',
    );
    expect(statusLabel(deriveAdminStatus({ approved: 'pending', claimed: false }))).toBe(
      'Pending Review',
    );
  });
});

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
