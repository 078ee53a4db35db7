import { describe, expect, it } from 'vitest';
import { accountMail } from './account-mail.ts';

const context = { siteUrl: 'https://example.org', siteName: 'MN Autism Directory', token: 'a.b-c' };

describe('account mails', () => {
  it('verification: in English by default, linking to the English page with the token', () => {
    const mail = accountMail('verification', '', context);
    expect(mail.subject).toBe('Verify your MN Autism Directory email');
    expect(mail.blocks).toContainEqual({
      link: [
        'Verify my e-mail address',
        'https://example.org/auth/confirm-verification?token=a.b-c',
      ],
    });
  });

  it('password reset in Spanish, linking to the Spanish page', () => {
    const mail = accountMail('reset', 'es', context);
    expect(mail.subject).toBe('Restablezca su contraseña de MN Autism Directory');
    expect(mail.blocks).toContainEqual({
      link: [
        'Elegir una contraseña nueva',
        'https://example.org/es/auth/reset-password?token=a.b-c',
      ],
    });
  });

  it('a taken address, in Hmong, sends the owner to the Hmong sign-in page', () => {
    const mail = accountMail('taken', 'hmn', context);
    expect(mail.subject).toBe('Muaj ib tug neeg sim tsim account nrog koj email');
    expect(mail.blocks).toContainEqual({ link: ['Nkag Mus', 'https://example.org/hmn/auth'] });
  });
});
