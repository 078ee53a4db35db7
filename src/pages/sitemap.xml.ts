import type { APIRoute } from 'astro';
import { getCatalog } from '../lib/catalog.ts';
import { isoDate } from '../lib/format.ts';
import { cityLandings, serviceLandings } from '../features/directory/landing-pages.ts';
import {
  centerHref,
  centersCityHref,
  centersServiceHref,
  centersServices,
  jobHref,
  routes,
} from '../lib/routes.ts';

const STATIC_PAGES = [
  routes.home,
  routes.centers,
  routes.intake,
  routes.careers,
  routes.pricing,
  routes.claimListing,
  routes.faq,
  routes.accessibility,
  routes.privacyPolicy,
  routes.termsOfUse,
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: the public pages, the directory's city and service pages, every public center and every live job posting. */
export const GET: APIRoute = async ({ site }) => {
  const { centers, jobs } = await getCatalog();
  const base = site ?? new URL('http://localhost:4321');
  const entries = [
    ...STATIC_PAGES.map((path) => ({ loc: new URL(path, base).href, lastmod: '' })),
    // The directory's landing pages, one per city and per service, and the list of services.
    { loc: new URL(centersServices, base).href, lastmod: '' },
    ...cityLandings(centers).map((city) => ({
      loc: new URL(centersCityHref(city.name), base).href,
      lastmod: '',
    })),
    ...serviceLandings(centers).map((service) => ({
      loc: new URL(centersServiceHref(service.name), base).href,
      lastmod: '',
    })),
    ...centers.map((center) => ({
      loc: new URL(centerHref(center), base).href,
      lastmod: (center.factsUpdated || center.availabilityUpdated).slice(0, 10),
    })),
    ...jobs.map((job) => ({
      loc: new URL(jobHref(job), base).href,
      lastmod: isoDate(job.postedAt).slice(0, 10),
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
