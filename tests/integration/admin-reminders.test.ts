// The monthly reminder to owners of stale listings (pb_hooks/admin-reminders.pb.js), run as
// the superuser would from the dashboard (POST /api/crons/{id}); mails are read from the SMTP
// sink. Only owned listings not confirmed for 90 days are mailed about, at most once in 30
// days per listing, one mail per owner; the stamp never changes the listing's `updated` time.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isTo, listMails, waitForMail } from '../support/mail.ts';
import { daysFromNow } from './support/fixtures.ts';
import { createCenter, createUser, superuserClient, type TestUser } from './support/pocketbase.ts';

const mailUrl = inject('mailUrl');
const CRON = '/api/crons/adminStaleListingReminders';

let su: PocketBase;

beforeAll(async () => {
  su = await superuserClient();
});

/** A center of the owner; `facts` and `reminded` are days ago ('' when never). */
function centerOf(
  owner: TestUser | null,
  name: string,
  facts: number | '',
  reminded: number | '' = '',
): Promise<RecordModel> {
  return createCenter({
    company_name: name,
    owner: owner?.record.id ?? '',
    claimed: owner !== null,
    approved: 'yes',
    facts_updated: facts === '' ? '' : daysFromNow(-facts),
    availability_updated: daysFromNow(-5),
    stale_reminder_sent: reminded === '' ? '' : daysFromNow(-reminded),
  });
}

async function runReminders(): Promise<void> {
  await su.send(CRON, { method: 'POST' });
}

/** Waits until the center's reminder stamp differs from `was`, and returns it. */
async function stampChange(center: RecordModel, was: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const stamp = String((await su.collection('centers').getOne(center.id)).stale_reminder_sent);
    if (stamp !== was) return stamp;
    if (Date.now() > deadline)
      throw new Error(`No reminder stamp on ${String(center.company_name)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailsTo = async (user: TestUser) => (await listMails(mailUrl)).filter(isTo(user.email));

describe('stale listing reminders', () => {
  it('mails each owner once about their due listings, and no more than monthly', async () => {
    const [alice, bob, carol, dave] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser(),
    ]);
    const aliceStale = await centerOf(alice, 'Reminder Alice Stale Center', 100);
    const aliceNever = await centerOf(alice, 'Reminder Alice Never Confirmed Center', '');
    const aliceFresh = await centerOf(alice, 'Reminder Alice Fresh Center', 10);
    const bobRecent = await centerOf(bob, 'Reminder Bob Reminded Center', 120, 10);
    const carolDue = await centerOf(carol, 'Reminder Carol Due Again Center', 120, 31);
    const unowned = await centerOf(null, 'Reminder Unowned Stale Center', 200);
    const updatedBefore: unknown = (await su.collection('centers').getOne(aliceStale.id)).updated;

    await runReminders();
    const mail = await waitForMail(mailUrl, isTo(alice.email));
    await waitForMail(mailUrl, isTo(carol.email));
    await stampChange(aliceStale, '');
    await stampChange(carolDue, String(carolDue.stale_reminder_sent));

    expect(mail.subject).toBe('Please check your listing on Minnesota Autism Center Directory');
    expect(mail.text).toContain('Reminder Alice Stale Center (last confirmed: ');
    expect(mail.text).toContain('http://localhost:4321/dashboard');
    // Created today and never confirmed: not stale yet. Fresh: not stale.
    expect(mail.text).not.toContain(String(aliceNever.company_name));
    expect(mail.text).not.toContain(String(aliceFresh.company_name));
    expect(await mailsTo(bob)).toEqual([]);

    const stamps = async (center: RecordModel) =>
      (await su.collection('centers').getOne(center.id)).stale_reminder_sent as string;
    expect(await stamps(aliceFresh)).toBe('');
    expect(await stamps(aliceNever)).toBe('');
    expect(await stamps(unowned)).toBe('');
    expect(await stamps(bobRecent)).toBe(String(bobRecent.stale_reminder_sent));
    expect((await su.collection('centers').getOne(aliceStale.id)).updated).toBe(updatedBefore);

    // A second run within the month: nothing new for Alice or Carol. Dave's listing, numbered
    // after theirs, shows when the run has got past them.
    const daveDue = await centerOf(dave, 'Reminder Dave Due Center', 95);
    await runReminders();
    await waitForMail(mailUrl, isTo(dave.email));
    await stampChange(daveDue, '');
    expect(await mailsTo(alice)).toHaveLength(1);
    expect(await mailsTo(carol)).toHaveLength(1);
  });
});
