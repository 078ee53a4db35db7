import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { listMails, waitForMail, type CaughtMail } from '../../support/mail.ts';
import { superuserClient } from './pocketbase.ts';

/**
 * Every mail the sink holds once all mails PocketBase sent before this call have arrived: a
 * positive signal instead of a fixed sleep before asserting that a mail was NOT sent. PocketBase
 * sends a marker mail after them (a contact message, stored as the superuser, so no rate limit
 * applies), and the sink has it once the earlier ones are in.
 */
export async function mailsSettled(): Promise<CaughtMail[]> {
  const mailUrl = inject('mailUrl');
  const marker = `Marker ${randomUUID()}`;
  const su = await superuserClient();
  await su.collection('contact_messages').create({
    full_name: marker,
    email: 'marker@example.org',
    phone: '6125550199',
    message: 'A marker mail that ends a test’s mails.',
  });
  await waitForMail(mailUrl, (mail) => mail.subject === `Contact form: ${marker}`);
  return listMails(mailUrl);
}
