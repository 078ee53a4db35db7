/** The site's name, as shown in titles and the header. */
export const SITE_NAME = 'Minnesota Autism Center Directory';

/** One-sentence description of the site, for the footer and page metadata. */
export const SITE_DESCRIPTION =
  'Find autism service centers across Minnesota by city, services, age group, insurance and language, and reach them directly.';
