import { dateTimeFormat, formatDate } from '../../lib/i18n/format.ts';
import { INTL_TAGS, type Locale } from '../../lib/i18n/locales.ts';
import { formatTime } from '../../lib/format.ts';
import type { Center } from './center.ts';

/**
 * A center's texts as a page in `locale` shows them: the owner's description in that
 * language when they wrote one, times and dates in the language's format. Shared by the
 * center page and the assistant, so both say the same.
 */

/** Owner-written text and the language it is written in (for the element's `lang`). */
interface OwnerText {
  text: string;
  lang: Locale;
}

/**
 * The owner's description for a page in `locale`: their version in that language when they
 * wrote one, else the English description (else the About text), marked English.
 */
export function ownerDescription(
  center: Pick<Center, 'description' | 'about' | 'descriptions'>,
  locale: Locale,
): OwnerText {
  if (locale !== 'en') {
    const translated = center.descriptions[locale].trim();
    if (translated) return { text: translated, lang: locale };
  }
  return { text: center.description || center.about, lang: 'en' };
}

/** A 24-hour 'HH:MM' as the language writes a time of day: '8:00 AM', '8:00 a.m.'. */
export function formatHour(locale: Locale, hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (locale === 'en' || !match) return formatTime(hhmm);
  const time = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(INTL_TAGS[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(time);
}

/** A PocketBase date as the language writes the day; '' when blank or invalid. */
export function formatRecordDate(locale: Locale, value: string): string {
  const date = new Date(value);
  if (!value.trim() || Number.isNaN(date.getTime())) return '';
  return formatDate(locale, date);
}
