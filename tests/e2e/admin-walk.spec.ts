// What an admin stumbled on, walked again: granting or ending Premium asks first, naming the
// user and what changes; the CSV dry run finds the duplicates the data-quality view finds; the
// users table and the mail outbox read whole on a phone. Each test makes its own records.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { openAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusProblem } from './support/focus-check.ts';
import { superuserClient } from './support/session.ts';

/** A new verified user with a long e-mail and one pending center. */
async function newOwner(name: string) {
  const su = await superuserClient();
  const tag = randomUUID().slice(0, 8);
  const password = `pw-${randomUUID()}`;
  const user = await su.collection('users').create({
    email: `walk-owner-with-a-long-address-${tag}@example-clinic.org`,
    password,
    passwordConfirm: password,
    name: `${name} ${tag}`,
    verified: true,
  });
  const center = await su.collection('centers').create({
    company_name: `Walk Center ${tag}`,
    city: 'Duluth',
    owner: user.id,
    claimed: true,
    approved: 'pending',
  });
  return { user, center, email: String(user.email), name: String(user.name) };
}

async function planOf(userId: string): Promise<string> {
  const su = await superuserClient();
  const rows = await su
    .collection('subscriptions')
    .getFullList({ filter: su.filter('user = {:u}', { u: userId }) });
  const row = rows[0];
  return row && row.status === 'active' ? String(row.plan_type) : 'free';
}

test('Grant Premium and End Premium ask first, naming the user and what changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { user, center, email, name } = await newOwner('Granted Owner');
  await openAdmin(page);

  const grant = page.getByRole('button', { name: `Grant Premium to ${email}` });
  await grant.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Grant Premium to ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${name} (${email}) moves from the Free plan to Premium`);
  await expect(dialog).toContainText(`Their centers: ${String(center.company_name)}.`);
  await expectNoAxeViolations(page);
  expect(await focusProblem(page)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('grant-premium-1280.png') });

  // Cancel changes nothing, and focus goes back to the button.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(grant).toBeFocused();
  expect(await planOf(user.id)).toBe('free');

  await grant.click();
  await dialog.getByRole('button', { name: 'Grant Premium' }).click();
  await expect(
    page.getByRole('status').getByText(`${email} now has the Premium plan.`),
  ).toBeVisible();
  await expect.poll(() => planOf(user.id)).toBe('premium');

  await page.getByRole('button', { name: `End Premium for ${email}` }).click();
  const ending = page.getByRole('dialog', { name: `End Premium for ${name}?` });
  await expect(ending).toContainText(`${name} (${email}) goes back to the Free plan.`);
  await expect(ending).toContainText('hidden from the public pages (not deleted)');
  await ending.getByRole('button', { name: 'End Premium' }).click();
  await expect(
    page.getByRole('status').getByText(`${email} is back on the Free plan.`),
  ).toBeVisible();
  await expect.poll(() => planOf(user.id)).toBe('free');
});

test('the CSV dry run skips a row with an existing name, city and phone, as data quality does', async ({
  page,
}) => {
  const su = await superuserClient();
  const tag = randomUUID().slice(0, 8);
  const phone = `612555${String(Math.floor(1000 + Math.random() * 9000))}`;
  const name = `Walk Duplicate Center ${tag}`;
  const existing = await su.collection('centers').create({
    company_name: name,
    address: '100 Lake Ave',
    city: 'Duluth',
    phone_number: phone,
    approved: 'pending',
  });
  const csv = [
    'company_name,address,city,phone_number',
    `${name},,Duluth,"(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}"`,
  ].join('\n');

  await openAdmin(page);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'walk-duplicate.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByLabel('Only check the file (dry run, nothing is saved)').check();
  await page.getByRole('button', { name: 'Import Centers' }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report).toContainText(
    '1 rows read, 0 centers would be created, 1 duplicates skipped',
  );
  await expect(report.getByRole('table', { name: 'Duplicates skipped' })).toContainText(
    `Duplicate: the same name, city and phone as center #${String(existing.number)} (${name})`,
  );
  await expect(report.getByRole('heading', { name: 'Would be created' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('users are cards: the e-mail reads on a line or two and the plan is on screen', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { email, name } = await newOwner('Phone Owner');
    await openAdmin(page);
    await expect(page.getByRole('table', { name: 'All users' })).toBeHidden();
    const card = page
      .getByRole('list', { name: 'All users' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name }),
      });
    await card.scrollIntoViewIfNeeded();
    const mail = card.getByText(email, { exact: true });
    const mailBox = await mail.boundingBox();
    expect(mailBox?.width).toBeGreaterThan(200);
    expect(mailBox?.height).toBeLessThan(100);
    const plan = card.getByText('Free', { exact: true });
    await expect(plan).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: `Grant Premium to ${email}` })).toBeInViewport({
      ratio: 1,
    });
    await page.screenshot({ path: test.info().outputPath('admin-users-375.png') });
  });

  test('the mail outbox is cards: the address reads on a line or two, nothing cut off', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const subject = `Walk outbox ${randomUUID()}`;
    const to = `walk-outbox-with-a-long-address-${randomUUID().slice(0, 8)}@example-clinic.org`;
    const su = await superuserClient();
    await su.collection('mail_outbox').create({
      to,
      subject,
      text: 'A mail the mail server refused ten times.',
      state: 'failed',
      attempts: 10,
      last_error: 'dial tcp 127.0.0.1:25: connect: connection refused',
    });
    await openAdmin(page);
    const section = page.getByRole('region', { name: 'Mail outbox', exact: true });
    await section.getByLabel('Show').selectOption('failed');
    const card = section
      .getByRole('list', { name: 'Mail outbox' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: subject }) });
    await card.scrollIntoViewIfNeeded();
    const address = card.getByText(to, { exact: true });
    const box = await address.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBeLessThan(100);
    await expect(card.getByText('No more attempts')).toBeInViewport({ ratio: 1 });
    await expect(
      card.getByRole('button', { name: `Retry the mail to ${to}: ${subject}` }),
    ).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('admin-outbox-375.png'),
      fullPage: false,
    });
  });
});
