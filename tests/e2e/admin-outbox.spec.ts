// The admin's Mail outbox: a mail that failed every attempt shows with its state,
// attempts and last error; Retry sends it, it reaches the mailbox and shows as sent.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { waitForMail } from '../support/mail.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';

test('an admin sees a failed mail and sends it again', async ({ page }) => {
  const subject = `Outbox e2e ${randomUUID()}`;
  const su = await superuserClient();
  await su.collection('mail_outbox').create({
    to: 'outbox-e2e@example.org',
    subject,
    text: 'A mail the mail server refused ten times.',
    state: 'failed',
    attempts: 10,
    last_error: 'dial tcp 127.0.0.1:25: connect: connection refused',
  });

  await signInAs(page, 'admin');
  await page.goto('/admin');
  await hydrated(page, 'AdminPanel');
  const section = page.getByRole('region', { name: 'Mail outbox' });
  await section.getByLabel('Show').selectOption('failed');
  const row = section.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('outbox-e2e@example.org');
  await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await expect(row).toContainText('connect: connection refused');
  await expect(row).toContainText('No more attempts');
  await expectNoAxeViolations(page);

  await row
    .getByRole('button', { name: `Retry the mail to outbox-e2e@example.org: ${subject}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Mail queued' })).toContainText(
    'The mail to outbox-e2e@example.org is being sent again.',
  );
  await waitForMail(E2E.mailUrl, (mail) => mail.subject === subject);

  // The worker records the delivery just after the mail server took it: read the list again.
  await section.getByLabel('Show').selectOption('sent');
  await expect(async () => {
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(section.getByRole('row', { name: new RegExp(subject) })).toContainText('Sent', {
      timeout: 1000,
    });
  }).toPass();
});
