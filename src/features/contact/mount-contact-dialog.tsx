import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { toLocale, type TranslatedLocale } from '../../lib/i18n/locales.ts';
import type { Catalog } from '../../lib/i18n/types.ts';
import ContactDialog from './ContactDialog.tsx';

/**
 * Each translated language's 'contact' messages, loaded on their own: a page fetches only its
 * language's (English is bundled with the dialog).
 */
const TRANSLATIONS: Record<TranslatedLocale, () => Promise<{ default: Catalog['contact'] }>> = {
  es: () => import('../../lib/i18n/messages/es/contact.ts'),
  so: () => import('../../lib/i18n/messages/so/contact.ts'),
  hmn: () => import('../../lib/i18n/messages/hmn/contact.ts'),
};

/** The dialog's messages in the page's language (<html lang>); undefined in English. */
async function messagesOfPage(): Promise<IslandMessages<'contact'> | undefined> {
  const locale = toLocale(document.documentElement.lang);
  if (locale === 'en') return undefined;
  const contact = (await TRANSLATIONS[locale]()).default;
  return { locale, messages: { contact } };
}

/** Renders the Contact Us dialog into `host` (once), in the page's language; returns what opens it. */
export async function mountContactDialog(host: HTMLElement): Promise<() => void> {
  const i18n = await messagesOfPage();
  const root = createRoot(host);
  flushSync(() => {
    root.render(<ContactDialog i18n={i18n} />);
  });
  return () => {
    const dialog = host.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  };
}
