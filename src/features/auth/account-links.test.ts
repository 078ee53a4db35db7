import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { accountLinks } from './account-links.ts';

const hello = messagesFor('en').common.header.greeting;

const user = { id: 'u1', email: 'pat@example.org', name: 'Pat Lee', role: 'user' as const };

describe('accountLinks', () => {
  it('shows nothing account-specific when signed out or still loading', () => {
    for (const session of [
      { status: 'signed-out' as const, user: null },
      { status: 'loading' as const, user: null },
    ]) {
      expect(accountLinks(session, hello)).toEqual({ greeting: null, home: null, signedIn: false });
    }
  });

  it('greets a user by name and offers the dashboard', () => {
    expect(accountLinks({ status: 'signed-in', user }, hello)).toEqual({
      greeting: 'Hello Pat Lee',
      home: { href: '/dashboard', label: 'Dashboard', footerLabel: 'Dashboard' },
      signedIn: true,
    });
  });

  it('greets by e-mail when there is no name, and sends admins to /admin', () => {
    const links = accountLinks(
      {
        status: 'signed-in',
        user: { ...user, name: ' ', role: 'admin' },
      },
      hello,
    );
    expect(links.greeting).toBe('Hello pat@example.org');
    expect(links.home).toEqual({ href: '/admin', label: 'Admin', footerLabel: 'Admin Panel' });
  });

  it("greets in the page's language", () => {
    const spanish = messagesFor('es').common.header.greeting;
    expect(accountLinks({ status: 'signed-in', user }, spanish).greeting).toBe('Hola, Pat Lee');
  });

  it('shows a name as written, even one with replacement patterns in it', () => {
    const links = accountLinks(
      { status: 'signed-in', user: { ...user, name: 'Pat $& Lee' } },
      hello,
    );
    expect(links.greeting).toBe('Hello Pat $& Lee');
  });
});
