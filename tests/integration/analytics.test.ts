// Per-center analytics against the real PocketBase (pb_hooks/analytics*.js): the beacon route
// counts once per visitor, center, metric and day, ignores bots, refuses unknown metrics and
// centers, stores no address or user agent (nor logs a counted hit's request); intake shares and applications are counted by the
// server; owners and admins read a center's numbers, free plans 30 days at most. The role x
// operation table of the collection and the read route is in authorization-matrix.test.ts.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, BASIC_DAYS, type Metric } from '../../src/domain/analytics/analytics.ts';
import { premiumMessage, PREMIUM_FEATURES } from '../../src/domain/plan/premium.ts';
import { minnesotaToday } from '../../src/features/intake/minnesota-date.ts';
import { daysFromNow, intakeBody, pdfFile, RESUME_BYTES } from './support/fixtures.ts';
import { clientOf, outcomeOf, ownedCenter, ownerOn } from './support/owners.ts';
import { createCenter, newClient, pbUrl, superuserClient } from './support/pocketbase.ts';
import type { TestUser } from './support/pocketbase.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let su: PocketBase;
let owner: TestUser;
let center: RecordModel;
let ipCount = 0;

/** A client address of its own for each call that asks for one. */
function freshIp(): string {
  ipCount += 1;
  return `198.51.${String((ipCount >> 8) & 255)}.${String(ipCount & 255)}`;
}

/** Sends what the beacon sends (a form body, as navigator.sendBeacon does). */
async function beacon(
  fields: Record<string, string>,
  { ip = freshIp(), agent = BROWSER }: { ip?: string; agent?: string } = {},
): Promise<{ status: number; message: string }> {
  const response = await fetch(`${pbUrl}/api/analytics/hit`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, 'User-Agent': agent },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  const message = text ? String((JSON.parse(text) as { message?: string }).message) : '';
  return { status: response.status, message };
}

/** Today's count of a metric for a center, as the superuser reads the collection. */
async function countOf(centerId: string, metric: Metric): Promise<number> {
  const rows = await su.collection('center_analytics').getFullList({
    filter: su.filter('center = {:c} && metric = {:m} && day = {:d}', {
      c: centerId,
      m: metric,
      d: minnesotaToday(),
    }),
  });
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

beforeAll(async () => {
  su = await superuserClient();
  owner = await ownerOn('free');
  center = await ownedCenter(owner);
});

describe('counting', () => {
  it('counts a page view and a call click once per visitor and day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect(await beacon({ metric: 'page_view', center: center.id }, { ip })).toEqual({
        status: 204,
        message: '',
      });
    }
    expect(await countOf(center.id, 'page_view')).toBe(1);
    await beacon({ metric: 'call', center: center.id }, { ip });
    await beacon({ metric: 'call', center: center.id }, { ip });
    expect(await countOf(center.id, 'call')).toBe(1);
  });

  it('counts another address as another visitor, but not another browser at the same address', async () => {
    const ip = freshIp();
    const before = await countOf(center.id, 'website');
    await beacon({ metric: 'website', center: center.id }, { ip });
    await beacon({ metric: 'website', center: center.id }, { ip, agent: `${BROWSER} Edg/131` });
    await beacon({ metric: 'website', center: center.id });
    expect(await countOf(center.id, 'website')).toBe(before + 2);
  });

  it('counts the directory appearances of several centers, named by number', async () => {
    const other = await ownedCenter(owner);
    const numbers = [center, other].map((c) => String(c.number)).join(',');
    const before = await countOf(center.id, 'directory_appearance');
    expect((await beacon({ metric: 'directory_appearance', center: numbers })).status).toBe(204);
    expect(await countOf(center.id, 'directory_appearance')).toBe(before + 1);
    expect(await countOf(other.id, 'directory_appearance')).toBe(1);
  });

  it("keeps no request log of a counted hit, so no record of the visitor's address", async () => {
    const counted = freshIp();
    const refused = freshIp();
    expect((await beacon({ metric: 'page_view', center: center.id }, { ip: counted })).status).toBe(
      204,
    );
    expect((await beacon({ metric: 'likes', center: center.id }, { ip: refused })).status).toBe(
      400,
    );
    const logged = async (ip: string) =>
      (await su.logs.getList(1, 1, { filter: su.filter('data.userIP = {:ip}', { ip }) }))
        .totalItems;
    // The log is written in batches, in the order the requests came: once the refused hit's
    // entry is there, the counted one's would be too.
    await expect.poll(() => logged(refused), { timeout: 15_000 }).toBe(1);
    expect(await logged(counted)).toBe(0);
  });

  it('ignores bots and requests without a user agent', async () => {
    const before = await countOf(center.id, 'email');
    expect(
      (await beacon({ metric: 'email', center: center.id }, { agent: GOOGLEBOT })).status,
    ).toBe(204);
    expect(
      (await beacon({ metric: 'email', center: center.id }, { agent: 'HeadlessChrome/131' }))
        .status,
    ).toBe(204);
    expect((await beacon({ metric: 'email', center: center.id }, { agent: '' })).status).toBe(204);
    expect(await countOf(center.id, 'email')).toBe(before);
    await beacon({ metric: 'email', center: center.id });
    expect(await countOf(center.id, 'email')).toBe(before + 1);
  });

  it.each([
    [
      { metric: 'likes', center: 'x' },
      'Unknown metric "likes": use one of page_view, directory_appearance, call, website, directions, email, job_view.',
    ],
    [
      { metric: 'intake_share', center: 'x' },
      'Unknown metric "intake_share": use one of page_view, directory_appearance, call, website, directions, email, job_view.',
    ],
    [{ metric: 'call' }, 'Name the center that was seen.'],
    [{ metric: 'call', center: 'not a center' }, 'Unknown center "not a center".'],
    [{ metric: 'call', center: 'abcdefghijklmno' }, 'Unknown center "abcdefghijklmno".'],
    [{ metric: 'call', center: '999999999' }, 'Unknown center "999999999".'],
  ])('refuses %o with a 400 and counts nothing', async (fields, message) => {
    const rows = await su.collection('center_analytics').getList(1, 1);
    expect(await beacon(fields)).toEqual({ status: 400, message });
    expect((await su.collection('center_analytics').getList(1, 1)).totalItems).toBe(
      rows.totalItems,
    );
  });

  it('refuses a center that is not public', async () => {
    const pending = await createCenter({ owner: owner.record.id, approved: 'pending' });
    expect(await beacon({ metric: 'page_view', center: pending.id })).toEqual({
      status: 400,
      message: `Unknown center "${pending.id}".`,
    });
    expect(await countOf(pending.id, 'page_view')).toBe(0);
  });

  it('stores no address and no user agent', async () => {
    const ip = '203.0.113.77';
    const agent = `${BROWSER} Marker/${randomUUID()}`;
    await beacon({ metric: 'directions', center: center.id }, { ip, agent });
    const visits = await su.collection('analytics_visits').getFullList();
    const counts = await su.collection('center_analytics').getFullList();
    const stored = JSON.stringify([visits, counts]);
    expect(visits.length).toBeGreaterThan(0);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('Marker/');
    expect(stored).not.toContain('Chrome/131');
  });

  it('counts an intake request shared with the center, and not one only matched', async () => {
    const submission = await su.collection('intake_submissions').create(intakeBody());
    // Created after the submission was ranked, so only these matches name them.
    const [shared, notShared] = [await ownedCenter(owner), await ownedCenter(owner)];
    for (const [rank, c] of [shared, notShared].entries()) {
      await su.collection('intake_matches').create({
        submission: submission.id,
        center: c.id,
        rank: rank + 1,
        shared: c === shared,
      });
    }
    expect(await countOf(shared.id, 'intake_share')).toBe(1);
    expect(await countOf(notShared.id, 'intake_share')).toBe(0);
  });

  it('counts a job application for the posting’s center', async () => {
    const job = await su.collection('job_postings').create({
      center: center.id,
      owner: owner.record.id,
      title: 'Behavior Technician',
      description: 'Work one-on-one with children on their goals, with training and supervision.',
      employment_type: 'full-time',
      application_email: 'jobs@example.org',
      status: 'active',
      payment_status: 'paid',
      expires_at: daysFromNow(30),
    });
    await newClient()
      .collection('job_applications')
      .create({
        job: job.id,
        applicant_name: 'Jordan Candidate',
        applicant_email: `jordan-${randomUUID()}@example.org`,
        resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
      });
    expect(await countOf(center.id, 'application')).toBe(1);
  });
});

describe('reading', () => {
  const read = (pb: PocketBase, days: number) =>
    pb.send<{ from: string; to: string; counts: { day: string; metric: string; count: number }[] }>(
      `/api/analytics/centers/${center.id}?days=${String(days)}`,
      {},
    );

  beforeAll(async () => {
    // A row from 60 days ago: only premium plans and admins see it.
    await su.collection('center_analytics').create({
      center: center.id,
      day: addDays(minnesotaToday(), -60),
      metric: 'page_view',
      count: 7,
    });
  });

  it('gives the owner the last 30 days', async () => {
    await beacon({ metric: 'page_view', center: center.id });
    const answer = await read(clientOf(owner), BASIC_DAYS);
    expect(answer.from).toBe(addDays(minnesotaToday(), -(BASIC_DAYS - 1)));
    expect(answer.to).toBe(minnesotaToday());
    expect(answer.counts).toContainEqual({
      day: minnesotaToday(),
      metric: 'page_view',
      count: await countOf(center.id, 'page_view'),
    });
    expect(answer.counts.every((row) => row.day >= answer.from)).toBe(true);
  });

  it('refuses a free plan more than 30 days with the premium message', async () => {
    expect(await outcomeOf(read(clientOf(owner), 365))).toEqual({
      status: 403,
      message: premiumMessage(PREMIUM_FEATURES.analytics),
    });
  });

  it('refuses a period outside 1 to 365 days', async () => {
    expect(await outcomeOf(read(clientOf(owner), 0))).toEqual({
      status: 400,
      message: 'Choose a period of 1 to 365 days.',
    });
  });

  it('gives a premium owner 12 months', async () => {
    const premium = await ownerOn('premium');
    await su.collection('centers').update(center.id, { owner: premium.record.id });
    try {
      const answer = await read(clientOf(premium), 365);
      expect(answer.counts).toContainEqual({
        day: addDays(minnesotaToday(), -60),
        metric: 'page_view',
        count: 7,
      });
    } finally {
      await su.collection('centers').update(center.id, { owner: owner.record.id });
    }
  });

  it('lets a free owner list only the last 30 days of rows through the records API', async () => {
    const rows = await clientOf(owner)
      .collection('center_analytics')
      .getFullList({ filter: `center = "${center.id}"` });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => String(row.day) >= addDays(minnesotaToday(), -30))).toBe(true);
  });
});
