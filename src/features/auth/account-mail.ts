import { format } from '../../lib/i18n/format.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { mailTexts } from '../../lib/i18n/mail-catalogs.ts';
import { authMailPages, routes } from '../../lib/routes.ts';

/** A mail's parts as pb_hooks/mail.js renders them: paragraphs and links. */
type Block = { text: string } | { link: [string, string] };

/** The account mails PocketBase sends: verification, password reset, a taken address. */
export type AccountMailKind = 'verification' | 'reset' | 'taken';

/** What an account mail needs beside its language. */
export interface AccountMailContext {
  /** The site's address without a trailing slash (PocketBase's appURL). */
  siteUrl: string;
  /** The site's name (PocketBase's appName). */
  siteName: string;
  /** The verification or reset token; none for 'taken'. */
  token?: string;
}

/**
 * An account mail in a language of the site (an account's stored one, or the one the page
 * asked in; English for any other value), its link to that language's page. Run by PocketBase's
 * hooks (pb_hooks/account-emails.js), so without Intl.
 */
export function accountMail(
  kind: AccountMailKind,
  language: string,
  { siteUrl, siteName, token = '' }: AccountMailContext,
): { subject: string; blocks: Block[] } {
  const { locale, messages } = mailTexts(language);
  const m = messages.account;
  const site = { site: siteName };
  const page = (path: string) => `${siteUrl}${localizePath(locale, path)}`;
  if (kind === 'taken') {
    return {
      subject: m.taken.subject,
      blocks: [
        { text: m.taken.body },
        { text: m.taken.signIn },
        { link: [m.taken.link, page(routes.auth)] },
        { text: m.taken.ignore },
      ],
    };
  }
  const text = m[kind];
  const path =
    kind === 'verification' ? authMailPages.confirmVerification : authMailPages.resetPassword;
  return {
    subject: format(text.subject, site),
    blocks: [
      { text: m.hello },
      { text: format(text.body, site) },
      { link: [text.link, `${page(path)}?token=${encodeURIComponent(token)}`] },
      { text: text.ignore },
      { text: format(m.thanks, site) },
    ],
  };
}
