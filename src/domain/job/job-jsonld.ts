import { isoDate, websiteHref } from '../../lib/format.ts';
import { canonicalUrl } from '../../lib/routes.ts';
import type { EmploymentType } from './employment-types.ts';
import type { PublicJob } from './public-job.ts';

/**
 * schema.org JobPosting data for a job page, in the shape search engines' job listings read
 * (title, description, datePosted, validThrough, employmentType, hiringOrganization,
 * jobLocation, baseSalary when the range parses, jobLocationType for remote work).
 */

const EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
};

const UNITS: [RegExp, string][] = [
  [/\b(hour|hr|hourly)\b/i, 'HOUR'],
  [/\b(day|daily)\b/i, 'DAY'],
  [/\b(week|weekly|wk)\b/i, 'WEEK'],
  [/\b(month|monthly|mo)\b/i, 'MONTH'],
  [/\b(year|yearly|yr|annual|annually|annum)\b/i, 'YEAR'],
];

/** A salary text such as '$20–$26/hour' or '$72,000 - $92,000 a year' as numbers and a unit. */
export function parseSalary(
  text: string,
): { min: number; max: number; unit: string; currency: 'USD' } | null {
  const amounts = [...text.matchAll(/\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?/gi)]
    .map((m) => Number((m[1] ?? '').replace(/,/g, '')) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0);
  const min = amounts[0];
  if (min === undefined || amounts.length > 2) return null;
  const max = amounts[1] ?? min;
  if (max < min) return null;
  // Without a unit, the size says it: nobody's hourly pay is 1,000 dollars or more.
  const unit =
    UNITS.find(([pattern]) => pattern.test(text))?.[1] ?? (max >= 1000 ? 'YEAR' : 'HOUR');
  return { min, max, unit, currency: 'USD' };
}

/** Paragraphs as simple HTML (JobPosting's description may hold p and ul). */
function descriptionHtml(job: PublicJob): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paragraphs = (text: string) =>
    text
      .split(/\n\s*\n|\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escape(p)}</p>`)
      .join('');
  return (
    paragraphs(job.description) +
    (job.requirements.trim()
      ? `<p><strong>Requirements</strong></p>${paragraphs(job.requirements)}`
      : '')
  );
}

/** The JobPosting object for a job page at `pageUrl`. */
export function jobPostingJsonLd(
  job: PublicJob,
  pageUrl: string,
  siteImage: string,
): Record<string, unknown> {
  const salary = parseSalary(job.salaryRange);
  const employerPage = canonicalUrl(job.employer.href, pageUrl);
  // The employer's own pages elsewhere; its page here when it has none.
  const sameAs = [
    job.employer.website,
    job.employer.facebook,
    job.employer.twitter,
    job.employer.linkedin,
  ]
    .map(websiteHref)
    .filter((href) => /^https?:\/\//.test(href));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: isoDate(job.postedAt),
    validThrough: isoDate(job.expiresAt) || undefined,
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: job.employer.name, value: job.id },
    directApply: job.applicationUrl === '',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer.name,
      sameAs: sameAs.length > 0 ? sameAs : [employerPage],
      url: employerPage,
      // Its logo, else its picture, else the directory's image (Google wants one).
      logo: job.employer.logo || job.employer.image || siteImage,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.employer.address || undefined,
        addressLocality: job.employer.city || undefined,
        addressRegion: 'MN',
        postalCode: job.employer.zipCode || undefined,
        addressCountry: 'US',
      },
    },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'State', name: 'Minnesota' },
        }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              maxValue: salary.max,
              unitText: salary.unit,
            },
          },
        }
      : {}),
  };
}
