import { describe, expect, it } from 'vitest';
import { CenterRecordSchema } from './center.ts';
import { CENTER_PAGE_FIELDS } from './center-fields.ts';
import { altersPublicPage, publicPaths, type RecordChange } from './public-change.ts';

const now = new Date('2026-06-01T12:00:00Z');
const center = {
  id: 'c1',
  number: 12,
  approved: 'yes',
  company_name: 'Bright Path',
  about: 'ABA therapy',
};
const job = {
  id: 'j1',
  center: 'c1',
  title: 'RBT',
  status: 'active',
  payment_status: 'paid',
  expires_at: '2026-07-01 00:00:00.000Z',
};
const change = (over: Partial<RecordChange>): RecordChange => ({
  collection: 'centers',
  before: center,
  after: center,
  now,
  ...over,
});

describe('altersPublicPage', () => {
  it.each<[string, Partial<RecordChange>, boolean]>([
    ['an empty update of a public center', {}, false],
    ['an edit of a public field', { after: { ...center, about: 'Speech therapy' } }, true],
    ['an edit of a private field only', { after: { ...center, access_code: '12345678' } }, false],
    ['only the update time', { after: { ...center, updated: '2026-06-01 12:00:00Z' } }, false],
    [
      'an empty update of a pending center',
      { before: { ...center, approved: 'pending' }, after: { ...center, approved: 'pending' } },
      false,
    ],
    [
      'an edit of a pending center',
      {
        before: { ...center, approved: 'pending' },
        after: { ...center, approved: 'pending', about: 'x' },
      },
      false,
    ],
    ['approving a pending center', { before: { ...center, approved: 'pending' } }, true],
    ['rejecting a public center', { after: { ...center, approved: 'rejected' } }, true],
    ['creating a public center', { before: null }, true],
    [
      'creating a pending center',
      { before: null, after: { ...center, approved: 'pending' } },
      false,
    ],
    ['deleting a public center', { after: null }, true],
    [
      'a posting edit at a public center',
      {
        collection: 'job_postings',
        before: job,
        after: { ...job, title: 'BCBA' },
        centerPublic: true,
      },
      true,
    ],
    [
      'a posting paid for (goes live)',
      {
        collection: 'job_postings',
        before: { ...job, payment_status: 'pending' },
        after: job,
        centerPublic: true,
      },
      true,
    ],
    [
      'an unpaid posting edited',
      {
        collection: 'job_postings',
        before: { ...job, payment_status: 'pending' },
        after: { ...job, payment_status: 'pending', title: 'BCBA' },
        centerPublic: true,
      },
      false,
    ],
    [
      'an expired posting edited',
      {
        collection: 'job_postings',
        before: { ...job, expires_at: '2026-05-01 00:00:00.000Z' },
        after: { ...job, expires_at: '2026-05-01 00:00:00.000Z', title: 'BCBA' },
        centerPublic: true,
      },
      false,
    ],
    [
      'a picture added to a public center',
      { collection: 'center_images', before: null, after: { id: 'i1' }, centerPublic: true },
      true,
    ],
    [
      'a picture added to a pending center',
      { collection: 'center_images', before: null, after: { id: 'i1' }, centerPublic: false },
      false,
    ],
    ['a write elsewhere', { collection: 'contact_messages', before: null }, false],
  ])('%s', (_label, over, expected) => {
    expect(altersPublicPage(change(over))).toBe(expected);
  });
});

describe('CENTER_PAGE_FIELDS', () => {
  it('lists exactly the fields the build reads', () => {
    const read = Object.keys(CenterRecordSchema.shape).filter((f) => f !== 'collectionId');
    expect([...CENTER_PAGE_FIELDS].sort()).toEqual(read.sort());
  });
});

describe('publicPaths', () => {
  it.each<[string, Partial<RecordChange>, string[]]>([
    ['an edit of a center', { jobIds: ['j1'] }, ['/center/bright-path-12', '/job/j1']],
    [
      'a renamed center: its old and its new address',
      { after: { ...center, company_name: 'Bright Path Autism' } },
      ['/center/bright-path-12', '/center/bright-path-autism-12'],
    ],
    [
      'an unpublished center',
      { after: { ...center, approved: 'rejected' } },
      ['/center/bright-path-12'],
    ],
    ['a deleted center', { after: null }, ['/center/bright-path-12']],
    [
      "a posting: its page and its center's",
      { collection: 'job_postings', before: job, after: null, center },
      ['/job/j1', '/center/bright-path-12'],
    ],
    [
      "a picture: its center's page",
      { collection: 'center_images', before: null, after: { id: 'i1' }, center },
      ['/center/bright-path-12'],
    ],
    ['a plan: every premium page, so none alone', { collection: 'plans' }, []],
  ])('%s', (_label, over, expected) => {
    expect(publicPaths(change(over))).toEqual(
      ['', '/es', '/so', '/hmn'].flatMap((prefix) => expected.map((path) => `${prefix}${path}`)),
    );
  });

  it('names the page in every language, English first', () => {
    expect(publicPaths(change({}))).toEqual([
      '/center/bright-path-12',
      '/es/center/bright-path-12',
      '/so/center/bright-path-12',
      '/hmn/center/bright-path-12',
    ]);
  });
});
