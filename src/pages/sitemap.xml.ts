import type { APIRoute } from 'astro';
import { getCatalog } from '../domain/center/catalog.ts';
import { isoDate } from '../lib/format.ts';
import { cityLandings, serviceLandings } from '../features/directory/landing-pages.ts';
import {
  canonicalUrl,
  centerHref,
  centersCityHref,
  centersServiceHref,
  centersServices,
  jobHref,
  openData,
  routes,
} from '../lib/routes.ts';
import { laterDay, sourceDate } from '../lib/source-date.ts';
import { isTranslatedPath, LOCALES, localizePath, type Locale } from '../lib/i18n/locales.ts';

/**
 * The pages whose words live in the code, with the files those words come from: their lastmod
 * is the day those files last changed (or, for the lists, the newest record they show).
 */
const STATIC_PAGES: { path: string; sources: string[] }[] = [
  { path: routes.home, sources: ['src/pages/index.astro'] },
  { path: routes.centers, sources: ['src/pages/centers/index.astro'] },
  { path: routes.intake, sources: ['src/pages/intake.astro', 'src/features/intake'] },
  { path: routes.careers, sources: ['src/pages/careers/index.astro'] },
  { path: routes.pricing, sources: ['src/pages/pricing.astro'] },
  { path: routes.claimListing, sources: ['src/pages/claim-listing.astro', 'src/features/claim'] },
  { path: routes.faq, sources: ['src/pages/faq.astro', 'src/features/faq/faq.ts'] },
  { path: routes.accessibility, sources: ['src/pages/accessibility.astro'] },
  { path: routes.privacyPolicy, sources: ['src/pages/privacy-policy.astro'] },
  { path: routes.termsOfUse, sources: ['src/pages/terms-of-use.astro'] },
  { path: routes.openData, sources: ['src/pages/open-data/index.astro'] },
  { path: openData.directoryJson, sources: ['src/pages/open-data/hsds/directory.json.ts'] },
  { path: openData.dataPackage, sources: ['src/pages/open-data/hsds/tabular/[file].ts'] },
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page of the sitemap, by its English address. */
interface Entry {
  path: string;
  lastmod: string;
}

/**
 * A page's entries: its English address and, for a page in every language, each language's,
 * every one listing all of them (and x-default, the English one) as alternates, as search
 * engines ask of a sitemap with languages. A translated page's words changed when its
 * language's catalog did.
 */
function localizedEntries(
  { path, lastmod }: Entry,
  base: URL,
  catalogDays: Record<Locale, string>,
): string[] {
  if (!isTranslatedPath(path)) {
    return [
      `<url><loc>${escapeXml(canonicalUrl(path, base))}</loc><lastmod>${lastmod}</lastmod></url>`,
    ];
  }
  const versions = LOCALES.map((locale) => ({
    locale,
    loc: escapeXml(canonicalUrl(localizePath(locale, path), base)),
    lastmod: locale === 'en' ? lastmod : laterDay(lastmod, catalogDays[locale]),
  }));
  const english = versions[0]?.loc ?? '';
  const alternates = [
    ...versions.map((v) => `<xhtml:link rel="alternate" hreflang="${v.locale}" href="${v.loc}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
  ].join('');
  return versions.map(
    (v) => `<url><loc>${v.loc}</loc><lastmod>${v.lastmod}</lastmod>${alternates}</url>`,
  );
}

/**
 * sitemap.xml: the public pages, the directory's city and service pages, every public center
 * and every live job posting, each at its one canonical address (the same string as its
 * canonical link) and with its lastmod, in every language the page has. The lists paged for
 * browsers without JavaScript are not here: they are `noindex, follow`.
 */
export const GET: APIRoute = async ({ site }) => {
  const { centers, jobs } = await getCatalog();
  const base = site ?? new URL('http://localhost:4321');
  // The day its facts or availability were last confirmed; a center never confirmed since it
  // was added has no day of its own: its page is as new as this build.
  const today = new Date().toISOString().slice(0, 10);
  const centerDay = (center: (typeof centers)[number]) =>
    laterDay(center.factsUpdated, center.availabilityUpdated).slice(0, 10) || today;
  const jobDay = (job: (typeof jobs)[number]) => isoDate(job.postedAt).slice(0, 10);
  const newestCenter = centers.map(centerDay).reduce(laterDay, '');
  const newestJob = jobs.map(jobDay).reduce(laterDay, '');
  // What the home page, the directory and the open data show changes with the centers;
  // careers with the jobs.
  const shownSince: Record<string, string> = {
    [routes.home]: newestCenter,
    [routes.centers]: newestCenter,
    [routes.careers]: newestJob,
    [routes.openData]: newestCenter,
    [openData.directoryJson]: newestCenter,
    [openData.dataPackage]: newestCenter,
  };
  // The day each language's catalog last changed, asked of git once per language.
  const catalogDays = Object.fromEntries(
    LOCALES.map((locale) => [locale, sourceDate([`src/lib/i18n/messages/${locale}`])]),
  ) as Record<Locale, string>;
  const entries = [
    ...STATIC_PAGES.map(({ path, sources }) => ({
      path,
      lastmod: laterDay(sourceDate(sources), shownSince[path] ?? ''),
    })),
    // The directory's landing pages, one per city and per service, and the list of services:
    // what they show changes with the centers.
    { path: centersServices, lastmod: newestCenter },
    ...cityLandings(centers).map((city) => ({
      path: centersCityHref(city.name),
      lastmod: newestCenter,
    })),
    ...serviceLandings(centers).map((service) => ({
      path: centersServiceHref(service.name),
      lastmod: newestCenter,
    })),
    ...centers.map((center) => ({
      path: centerHref(center),
      lastmod: centerDay(center),
    })),
    ...jobs.map((job) => ({ path: jobHref(job), lastmod: jobDay(job) })),
  ] satisfies Entry[];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => localizedEntries(entry, base, catalogDays)),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
