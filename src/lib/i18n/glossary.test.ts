import { describe, expect, it } from 'vitest';
import { messagesFor } from './catalog.ts';
import { messageEntries } from './entries.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from './locales.ts';

/**
 * Each field term: how to spot it in an English message, and the part of the glossary's
 * translation every translated message must then contain (a stem where the language inflects
 * the word: Spanish 'autismo' and 'autista').
 */
const TERMS: { english: RegExp; stems: Record<TranslatedLocale, RegExp> }[] = [
  { english: /\bautism\b/i, stems: { es: /autis/i, so: /otiisam/i, hmn: /autism/i } },
  { english: /\bABA\b/, stems: { es: /\bABA\b/, so: /\bABA\b/, hmn: /\bABA\b/ } },
  {
    english: /\bwait ?list/i,
    stems: { es: /lista(s)? de espera/i, so: /sugitaan/i, hmn: /npe tos/i },
  },
  {
    english: /Medical Assistance/,
    stems: {
      es: /Asistencia Médica/,
      so: /Kaalmada Caafimaadka/,
      hmn: /Medical Assistance|\bMA\b/,
    },
  },
  {
    english: /MinnesotaCare/,
    stems: { es: /MinnesotaCare/, so: /MinnesotaCare/, hmn: /MinnesotaCare/ },
  },
  { english: /\bEIDBI\b/, stems: { es: /\bEIDBI\b/, so: /\bEIDBI\b/, hmn: /\bEIDBI\b/ } },
  { english: /\bTEFRA\b/, stems: { es: /\bTEFRA\b/, so: /\bTEFRA\b/, hmn: /\bTEFRA\b/ } },
];

const english = new Map(messageEntries(messagesFor('en')));

describe.each(TRANSLATED_LOCALES)('%s messages', (locale) => {
  it("use the glossary's words for the field's terms", () => {
    const translated = new Map(messageEntries(messagesFor(locale)));
    const misses: string[] = [];
    for (const [key, text] of english) {
      const other = translated.get(key);
      if (other === undefined) continue;
      for (const term of TERMS) {
        if (term.english.test(text) && !term.stems[locale].test(other)) {
          misses.push(`${key}: ${String(term.stems[locale])}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
