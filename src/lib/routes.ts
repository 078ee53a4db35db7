import { slugify } from './slug.ts';

/** Every route of the site (public-side.md section 2), with builders for the dynamic ones. */
export const routes = {
  home: '/',
  centers: '/centers',
  careers: '/careers',
  intake: '/intake',
  intakeStatus: '/intake/status',
  auth: '/auth',
  dashboard: '/dashboard',
  admin: '/admin',
  pricing: '/pricing',
  claimListing: '/claim-listing',
  faq: '/faq',
  accessibility: '/accessibility',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  openData: '/open-data',
} as const;

/**
 * The one address of a page, as search engines and shares should know it: the build writes
 * every page as `/x/index.html` (astro.config.ts, build.format 'directory'), so the folder form
 * with its trailing slash is what a static server answers without a redirect. The sitemap, the
 * canonical link, og:url and structured data all use this form.
 */
export function canonicalUrl(path: string, site: URL | string): string {
  const url = new URL(path, site);
  // A file (its last segment has an extension, e.g. a data set's .json) keeps its own name.
  if (!url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname)) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url.href;
}

/** /auth opened on Create Account ('Get Started', 'List Your Center'). */
export const signUpHref = `${routes.auth}?mode=signup`;

/** A PocketBase record id (15 lower-case letters and digits). */
const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * Where /auth may send a visitor back to after signing in: /pricing, or the dashboard with one
 * center's editor open (an owner following 'Edit Details' while signed out). Anything else,
 * above all an outside address, gives '' (the user's home).
 */
export function authReturnPath(next: string | null): string {
  if (next === routes.pricing) return next;
  const editPrefix = `${routes.dashboard}?${DASHBOARD_EDIT_PARAM}=`;
  if (next?.startsWith(editPrefix) && RECORD_ID.test(next.slice(editPrefix.length))) return next;
  return '';
}

/** /auth, coming back to `page` after signing in (e.g. choosing a plan on /pricing). */
export function signInReturningTo(page: string): string {
  return `${routes.auth}?next=${encodeURIComponent(page)}`;
}

/** The canonical address of a center: /center/{slug}-{number}. */
export function centerHref(center: { name: string; number: number }): string {
  return `/center/${slugify(center.name)}-${center.number}`;
}

/** The query parameter that opens the dashboard with one center's editor open. */
export const DASHBOARD_EDIT_PARAM = 'edit';

/** The address of a job posting. */
export function jobHref(job: { id: string }): string {
  return `/job/${encodeURIComponent(job.id)}`;
}

/** Page `page` of the directory's static list (for browsers without JavaScript); 1 is /centers. */
export function centersPageHref(page: number): string {
  return page <= 1 ? routes.centers : `${routes.centers}/page/${String(page)}`;
}

/** The directory's answer to its search form without JavaScript (an on-demand page). */
export const centersSearch = `${routes.centers}/search`;

/** Page `page` of the on-demand search page's answer to a query (without the '?'). */
export function centersSearchHref(query: string, page = 1): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const search = params.toString();
  return search ? `${centersSearch}?${search}` : centersSearch;
}

/** The directory's landing page of one city: every center there (e.g. /centers/city/duluth/). */
export function centersCityHref(city: string): string {
  return `${routes.centers}/city/${slugify(city)}/`;
}

/** The list of the services the directory's centers offer, each with its landing page. */
export const centersServices = `${routes.centers}/service/`;

/** The directory's landing page of one service: every center offering it. */
export function centersServiceHref(service: string): string {
  return `${routes.centers}/service/${slugify(service)}/`;
}

/** Page `page` of the careers list's static pages (for browsers without JavaScript); 1 is /careers. */
export function careersPageHref(page: number): string {
  return page <= 1 ? routes.careers : `${routes.careers}/page/${String(page)}`;
}

/** The directory map's outline of Minnesota (src/pages/centers/minnesota-outline.svg.ts). */
export const minnesotaOutline = '/centers/minnesota-outline.svg';

/** Files the directory fetches only once a visitor searches or filters (never on page load). */
export const directoryData = {
  /** Pagefind's search bundle, written by the build (src/integrations/pagefind.ts). */
  pagefind: '/pagefind/pagefind.js',
  /** Pagefind's entry file, naming its metadata file (src/features/directory/pagefind-meta.ts). */
  pagefindEntry: '/pagefind/pagefind-entry.json',
  pagefindMeta: (hash: string) => `/pagefind/pagefind.${hash}.pf_meta`,
  /** A search result's fragment (the center's card), by its page hash. */
  pagefindFragment: (hash: string) => `/pagefind/fragment/${hash}.pf_fragment`,
  /** Minnesota ZIP code centroids sharing a ZIP code's first three digits (src/pages/centers/zip). */
  zipShard: (prefix: string) => `/centers/zip/${prefix}.json`,
  /** Each center's city by rank, each city's box (src/pages/directory-index.json.ts). */
  locationIndex: '/directory-index.json',
  /** One city's centers: rank and location, for the distance search (src/pages/centers/locations). */
  locationShard: (file: number) => `/centers/locations/${String(file)}.json`,
  /** A block of the cards by rank (src/features/directory/card-blocks.ts). */
  cardBlock: (block: number) => `/centers/cards/${String(block)}.json`,
} as const;

/** What /careers fetches only once a visitor filters (never on page load). */
export const careersData = {
  /** Every live posting's searchable text, place and type (src/pages/careers/jobs-index.json.ts). */
  jobsIndex: '/careers/jobs-index.json',
  /**
   * Every posting after the first page, as the list's HTML (src/pages/careers/more-postings.astro),
   * for 'Show More Jobs' and filters.
   */
  morePostings: '/careers/more-postings/',
} as const;

/**
 * A family's private intake status page. The token rides in the fragment, which browsers never
 * send to a server or in a Referer (pb_hooks/intake.js builds the same link for mails).
 */
export function intakeStatusHref(token: string): string {
  return `${routes.intakeStatus}#token=${encodeURIComponent(token)}`;
}

/** Account pages opened from PocketBase's mails (pb_migrations/1763716810_auth_mail_links.js). */
export const authMailPages = {
  confirmVerification: '/auth/confirm-verification',
  resetPassword: '/auth/reset-password',
} as const;

/** On-demand endpoints of the owner dashboard (src/pages/dashboard/). */
export const dashboardEndpoints = {
  /** 'Scrape website': reads a center's website into its knowledge base. */
  scrapeWebsite: '/dashboard/scrape-website',
} as const;

/** On-demand endpoints of the center assistant and the admin's location summaries. */
export const assistantEndpoints = {
  /** The spec's chat-ai call: one family message in, the streamed reply out. */
  chat: '/api/chat-ai',
  /** 'Generate Location Summaries' (admins only), with its progress streamed. */
  locationSummaries: '/admin/location-summaries',
};

/** On-demand payment endpoints on the site's server (src/pages/api/payments/). */
export const paymentEndpoints = {
  createCheckout: '/api/payments/create-checkout',
  createJobPayment: '/api/payments/create-job-payment',
  updateJobPaymentStatus: '/api/payments/update-job-payment-status',
  checkSubscription: '/api/payments/check-subscription',
  billingPortal: '/api/payments/billing-portal',
  webhook: '/api/payments/webhook',
} as const;

/**
 * Answered by the publisher (server/publisher/publisher.ts), not by Astro: whether
 * rebuilds PocketBase asked for are waiting, building or live. Absent under `npm run dev`.
 */
export const SITE_STATUS_PATH = '/api/site-status';

/**
 * The directory as open data (Open Referral HSDS 3.0, src/features/open-data/): the API's base
 * path (on-demand routes, src/pages/api/hsds/) and each release's files.
 */
export const openData = {
  apiBase: '/api/hsds',
  openApi: '/api/hsds/openapi.json',
  /** The whole directory as one HSDS JSON file: an array of fully nested services. */
  directoryJson: '/open-data/hsds/directory.json',
  /** The HSDS tabular package: CSV files and their descriptor, in one folder. */
  tabular: (file: string) => `/open-data/hsds/tabular/${file}`,
  dataPackage: '/open-data/hsds/tabular/datapackage.json',
  /** What the on-demand API filters: each service's list fields and place in directoryJson. */
  apiIndex: '/open-data/hsds/api-index.json',
} as const;
