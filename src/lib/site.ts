/** The site's name, as shown in titles and the header. */
export const SITE_NAME = 'Minnesota Autism Center Directory';

/** One-sentence description of the site, for the footer and page metadata. */
export const SITE_DESCRIPTION =
  'Find autism service centers across Minnesota by city, services, age group, insurance and language, and reach them directly.';

/** The 1200x630 image shown when a page is shared (public-side.md section 1). */
export const SOCIAL_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Minnesota Autism Center Directory: find the right autism center in Minnesota',
} as const;

/** The keywords meta of every page (public-side.md section 1, page head data). */
export const SITE_KEYWORDS = [
  'autism',
  'autism center',
  'autism services',
  'ABA therapy',
  'Minnesota',
  'autism directory',
  'early intervention',
  'developmental therapy',
].join(', ');
