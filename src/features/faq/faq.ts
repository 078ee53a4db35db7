import type { Catalog } from '../../lib/i18n/types.ts';

/** One question of the FAQ and its answer (plain text). */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ's questions and answers in a language, in the catalog's order (the page also emits
 * them as FAQPage structured data).
 */
export function faqItems(faq: Catalog['content']['faq']): FaqItem[] {
  return Object.values(faq.items);
}

/** The FAQ as schema.org FAQPage structured data. */
export function faqJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
