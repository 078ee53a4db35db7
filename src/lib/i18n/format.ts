import { INTL_TAGS, toLocale, type Locale } from './locales.ts';
import hmongFacts from './messages/hmn/facts.ts';

/**
 * Intl's formatters, made on first use and kept per language and options: making one costs far
 * more than using it, and every page of a build formats numbers, dates and plurals. (Only
 * called where Intl exists: PocketBase's hooks take the paths without it.)
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl.NumberFormat for a language tag and options, made once. */
function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`n ${tag} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}

/** Intl.DateTimeFormat for a language tag and options, made once. */
export function dateTimeFormat(
  tag: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(`d ${tag} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

/** Intl.PluralRules for a language tag, made once. */
function pluralRules(tag: string): Intl.PluralRules {
  return kept(`p ${tag}`, () => new Intl.PluralRules(tag));
}

/** Replaces each `{name}` in a message with its value: format('Hi {name}', { name: 'Ana' }). */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The message for `count` of something: `one` for a count the language treats as singular,
 * `other` otherwise (Intl's plural rules for the language), with {count} filled in.
 */
export function plural(
  locale: Locale,
  count: number,
  messages: { one: string; other: string },
  values: Record<string, string | number> = {},
): string {
  // PocketBase's hooks run this (availability texts in the intake's matches) where there is
  // no Intl: there, as in each of the site's four languages, 1 alone is singular.
  const rule =
    typeof Intl === 'undefined'
      ? count === 1
        ? 'one'
        : 'other'
      : pluralRules(INTL_TAGS[locale]).select(count);
  const message = rule === 'one' ? messages.one : messages.other;
  return format(message, { count: formatNumber(locale, count), ...values });
}

/** A number as the language writes it (1,234 in English, 1234 or 1.234 elsewhere). */
export function formatNumber(locale: Locale, value: number): string {
  // Without Intl (PocketBase's hooks), digits as they are: the hooks count small things.
  if (typeof Intl === 'undefined') return String(value);
  return numberFormat(INTL_TAGS[locale]).format(value);
}

/**
 * A calendar date (the day `date` is in Minnesota) as the language writes it: 'November 27,
 * 2026', '27 de noviembre de 2026'. Hmong's month names come from its catalog, since CLDR,
 * and so Intl, has no Hmong. (This imports only that part of one catalog: islands use it.)
 */
export function formatDate(
  locale: string | null | undefined,
  date: Date,
  timeZone = 'America/Chicago',
): string {
  const lang = toLocale(locale);
  if (lang !== 'hmn') {
    return dateTimeFormat(INTL_TAGS[lang], { dateStyle: 'long', timeZone }).format(date);
  }
  const parts = dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const month = hmongFacts.months[part('month') - 1] ?? '';
  return `${String(part('day'))} ${month} ${String(part('year'))}`;
}

/**
 * A message the server or a shared rule wrote in English (the spec's texts), in the page's
 * language when `translations` (a namespace's table keyed by the English text) has it;
 * otherwise as written.
 */
export function translateText(
  translations: Readonly<Record<string, string>>,
  text: string,
): string {
  return Object.hasOwn(translations, text) ? (translations[text] ?? text) : text;
}

/**
 * A price in US dollars as the language writes it: whole dollars without cents ('$49'), else
 * with them ('$49.50'); Somali writes 'US$49'.
 */
export function formatPrice(locale: Locale, dollars: number): string {
  const cents = Number.isInteger(dollars) ? 0 : 2;
  return numberFormat(INTL_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(dollars);
}
