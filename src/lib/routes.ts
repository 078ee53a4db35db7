import { slugify } from './slug.ts';

/** Every route of the site (public-side.md section 2), with builders for the dynamic ones. */
export const routes = {
  home: '/',
  centers: '/centers',
  careers: '/careers',
  intake: '/intake',
  auth: '/auth',
  dashboard: '/dashboard',
  admin: '/admin',
  pricing: '/pricing',
  claimListing: '/claim-listing',
  faq: '/faq',
  accessibility: '/accessibility',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
} as const;

/** The canonical address of a center: /center/{slug}-{number}. */
export function centerHref(center: { name: string; number: number }): string {
  return `/center/${slugify(center.name)}-${center.number}`;
}

/** The address of a job posting. */
export function jobHref(job: { id: string }): string {
  return `/job/${encodeURIComponent(job.id)}`;
}
