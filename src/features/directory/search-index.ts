import { join } from 'node:path';
import type { CustomRecord } from 'pagefind';
import { getCatalog } from '../../domain/center/catalog.ts';
import type { Center } from '../../domain/center/center.ts';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { LOCALES, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { centerHref } from '../../lib/routes.ts';
import { readBundleFile, readPagefindEntry } from '../../lib/pagefind-bundle.ts';
import { afterPagefindSignature } from '../../lib/pagefind-format.ts';
import { readPageRanks } from './pagefind-meta.ts';
import { searchRecord } from './search-record.ts';

/**
 * The directory's search index as the build gives it to Pagefind (src/integrations/pagefind.ts):
 * one record per public center and language made from the catalog, not parsed out of the built
 * pages, so indexing reads no HTML and can run while the pages render. Each language is an
 * index of its own (Pagefind keeps one per record `language`, and a page's search loads the
 * one of its <html lang>): a Spanish search finds the Spanish pages. Build-time only.
 */

/** A center's entry in `locale`'s index. */
export function pagefindRecord(center: Center, locale: Locale = 'en'): CustomRecord {
  // English's index searches what it always did; the others also the facts in their words.
  const record = searchRecord(center, locale === 'en' ? undefined : messagesFor(locale).facts);
  const filters: Record<string, string[]> = {};
  for (const [key, value] of record.filters) (filters[key] ??= []).push(value);
  return {
    url: `${localizePath(locale, centerHref(center))}/`,
    content: record.text.join('\n'),
    language: locale,
    meta: Object.fromEntries(record.meta),
    filters,
  };
}

/**
 * Every public center's entry in every language, from the build's catalog (the one its pages
 * are made from), each language's in directory order: Pagefind numbers a language's pages in
 * the order they are added, and a hit's page number is its rank (search-record.ts).
 */
export async function centerSearchRecords(): Promise<CustomRecord[]> {
  const { centers } = await getCatalog();
  return LOCALES.flatMap((locale) => centers.map((center) => pagefindRecord(center, locale)));
}

/** The page URL stored in a written bundle's fragment of the page `hash`. */
export async function fragmentUrl(bundleDir: string, hash: string): Promise<string> {
  const fragment = await readBundleFile(join(bundleDir, 'fragment', `${hash}.pf_fragment`));
  const { url } = JSON.parse(new TextDecoder().decode(afterPagefindSignature(fragment))) as {
    url: string;
  };
  return url;
}

/**
 * Fails the build unless each language's pages in the written bundle are numbered in the
 * order their records were given, which the directory reads as their ranks: the page count,
 * and the page at the start, the thirds and the end of each language (their fragments' URLs).
 * An upgrade of Pagefind that numbered pages otherwise would show families centers out of
 * order, or the wrong ones; this stops it at the build.
 */
export async function checkPageOrder(
  bundleDir: string,
  records: readonly CustomRecord[],
): Promise<void> {
  const entry = await readPagefindEntry(bundleDir);
  for (const [language, { hash }] of Object.entries(entry.languages)) {
    const urls = records.filter((r) => r.language === language).map((r) => r.url);
    const meta = await readBundleFile(join(bundleDir, `pagefind.${hash}.pf_meta`));
    const { hashes } = readPageRanks(meta);
    const broken = (what: string) =>
      new Error(
        `Pagefind did not number the ${language} pages in the order they were added (${what}): ` +
          'the directory reads a page number as its rank (src/features/directory/search-record.ts).',
      );
    if (hashes.length !== urls.length) {
      throw broken(`${String(hashes.length)} pages for ${String(urls.length)} records`);
    }
    const last = urls.length - 1;
    const samples = [0, Math.floor(last / 3), Math.floor((2 * last) / 3), last];
    const stored = await Promise.all(
      samples.map((page) => fragmentUrl(bundleDir, hashes[page] ?? '')),
    );
    const wanted = samples.map((page) => urls[page]);
    if (stored.some((url, i) => url !== wanted[i])) {
      throw broken(
        `pages ${samples.join(', ')} are ${stored.join(', ')}, not ${wanted.join(', ')}`,
      );
    }
  }
}
