import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { isTranslatedLocale, type TranslatedLocale } from '../../lib/i18n/locales.ts';
import IntakeWizard from './IntakeWizard.tsx';

/** The wizard's words on a translated page. */
export type WizardWords = IslandMessages<'intake' | 'facts'>;

const LOADERS: Record<TranslatedLocale, () => Promise<{ default: WizardWords }>> = {
  es: () => import('./wizard-words/es.ts'),
  so: () => import('./wizard-words/so.ts'),
  hmn: () => import('./wizard-words/hmn.ts'),
};

const words: Partial<Record<TranslatedLocale, WizardWords>> = {};

/** The server's render: the page gives its language's words before the wizard renders. */
export function provideWizardWords(value: WizardWords | undefined): void {
  if (value) words[value.locale as TranslatedLocale] = value;
}

// In the browser, a translated page's words arrive with the island's code, before it renders.
if (typeof document !== 'undefined') {
  const lang = document.documentElement.lang;
  if (isTranslatedLocale(lang)) words[lang] ??= (await LOADERS[lang]()).default;
}

/**
 * The intake wizard inside the directory's 'Get Matched' panel. Its words are kept out of the
 * page's HTML, whose first round trip has no room for them as an island prop: the server's
 * render takes them from the page (provideWizardWords), and the browser loads the page's
 * language's chunk (wizard-words/<locale>.ts) with the island's code, on the visitor's first
 * interaction, before it hydrates.
 */
export default function PanelIntakeWizard({ locale }: { locale?: TranslatedLocale | undefined }) {
  const i18n = locale ? words[locale] : undefined;
  if (locale && !i18n) throw new Error(`The wizard's ${locale} words were not loaded`);
  return <IntakeWizard headingLevel={3} i18n={i18n} />;
}
