import common from './i18n/messages/en/common.ts';

/** The site's name, as shown in titles and the header (its translations are in the catalog). */
export const SITE_NAME = common.siteName;

/** One-sentence description of the site, for the footer and page metadata. */
export const SITE_DESCRIPTION = common.siteDescription;

/** The 1200x630 image shown when a page is shared (public-side.md section 1). */
export const SOCIAL_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: common.socialImageAlt,
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
