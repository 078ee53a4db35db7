// Account mails (pb_migrations/1763716810_auth_mail_links.js): the verification and password
// reset links lead to the site's own pages, and their tokens work with the SDK calls those
// pages make. Mails are read from the real SMTP sink.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { authMailPages } from '../../src/lib/routes.ts';
import { isTo, tokenOf, waitForMail } from '../support/mail.ts';
import { newClient, superuserClient } from './support/pocketbase.ts';

const mailUrl = inject('mailUrl');

describe('account mails link to the site', () => {
  it('sign-up: the verification mail opens /auth/confirm-verification, whose token verifies', async () => {
    const email = `new-owner-${randomUUID()}@example.org`;
    const pb = newClient();
    await pb.collection('users').create({
      email,
      password: 'a-long-password',
      passwordConfirm: 'a-long-password',
      name: 'New Owner',
    });
    await pb.collection('users').requestVerification(email);

    const mail = await waitForMail(mailUrl, isTo(email));
    expect(mail.subject).toMatch(/^Verify your .+ email$/);
    expect(mail.html).not.toContain('/_/#/');
    await newClient()
      .collection('users')
      .confirmVerification(tokenOf(mail.html, authMailPages.confirmVerification));

    const su = await superuserClient();
    const user = await su
      .collection('users')
      .getFirstListItem(su.filter('email = {:email}', { email }));
    expect(user.verified).toBe(true);
  });

  it('password reset: the mail opens /auth/reset-password, whose token sets a new password', async () => {
    const email = `forgetful-${randomUUID()}@example.org`;
    const pb = newClient();
    await pb.collection('users').create({
      email,
      password: 'the-old-password',
      passwordConfirm: 'the-old-password',
    });
    await pb.collection('users').requestPasswordReset(email);

    const mail = await waitForMail(mailUrl, isTo(email));
    expect(mail.subject).toMatch(/^Reset your .+ password$/);
    const token = tokenOf(mail.html, authMailPages.resetPassword);
    await newClient()
      .collection('users')
      .confirmPasswordReset(token, 'the-new-password', 'the-new-password');

    const signedIn = await newClient()
      .collection('users')
      .authWithPassword(email, 'the-new-password');
    expect(signedIn.record.email).toBe(email);
  });

  it('a Spanish sign-up: the verification mail is in Spanish and opens the Spanish page', async () => {
    const email = `nueva-${randomUUID()}@example.org`;
    const pb = newClient();
    await pb.collection('users').create({
      email,
      password: 'a-long-password',
      passwordConfirm: 'a-long-password',
      language: 'es',
    });
    await pb.collection('users').requestVerification(email);

    const mail = await waitForMail(mailUrl, isTo(email));
    expect(mail.subject).toMatch(/^Verifique su correo electrónico de .+$/);
    expect(mail.text).toContain('Verificar mi correo electrónico: ');
    await newClient()
      .collection('users')
      .confirmVerification(tokenOf(mail.html, `/es${authMailPages.confirmVerification}`));
  });

  it('a reset asked for from a Somali page is in Somali, whatever the account signed up in', async () => {
    const email = `ilow-${randomUUID()}@example.org`;
    const pb = newClient();
    await pb.collection('users').create({
      email,
      password: 'the-old-password',
      passwordConfirm: 'the-old-password',
      language: 'hmn',
    });
    await pb.collection('users').requestPasswordReset(email, { body: { email, language: 'so' } });

    const mail = await waitForMail(mailUrl, isTo(email));
    expect(mail.subject).toMatch(/^Dib u deji erayga sirta ah ee .+$/);
    const token = tokenOf(mail.html, `/so${authMailPages.resetPassword}`);
    await newClient()
      .collection('users')
      .confirmPasswordReset(token, 'a-new-password', 'a-new-password');
    // Asking in a language changes nothing stored: the account keeps its own.
    const su = await superuserClient();
    const user = await su
      .collection('users')
      .getFirstListItem(su.filter('email = {:email}', { email }));
    expect(user.language).toBe('hmn');
  });

  it('a language the site does not have is refused at sign-up and ignored in a request', async () => {
    const email = `autre-${randomUUID()}@example.org`;
    const refused = await newClient()
      .collection('users')
      .create({
        email,
        password: 'a-long-password',
        passwordConfirm: 'a-long-password',
        language: 'fr',
      })
      .then(
        () => null,
        (error: unknown) => error as { status: number },
      );
    expect(refused?.status).toBe(400);
    await newClient()
      .collection('users')
      .create({ email, password: 'a-long-password', passwordConfirm: 'a-long-password' });
    await newClient()
      .collection('users')
      .requestPasswordReset(email, { body: { email, language: 'fr' } });
    const mail = await waitForMail(mailUrl, isTo(email));
    expect(mail.subject).toMatch(/^Reset your .+ password$/);
  });
});
