import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, parseSalary } from './job-jsonld.ts';
import type { PublicJob } from './public-job.ts';

const job: PublicJob = {
  id: 'abc123',
  title: 'Behavior Technician',
  description: 'Deliver one-to-one sessions.\nJoin a kind team.',
  requirements: 'High school diploma.',
  employmentType: 'part-time',
  location: 'Roseville, MN',
  remote: false,
  salaryRange: '$20–$26/hour',
  applicationUrl: '',
  postedAt: '2026-05-01 10:00:00.000Z',
  expiresAt: '2026-05-31 10:00:00.000Z',
  employer: {
    name: 'North Star Autism Center',
    number: 12,
    href: '/center/north-star-autism-center-12',
    address: '100 Main St',
    city: 'Roseville',
    state: 'Minnesota',
    zipCode: '55113',
    phone: '6515550100',
    website: 'northstar.example',
    description: '',
    logo: '',
    image: '',
    facebook: '',
    twitter: '',
    linkedin: '',
  },
};
const URL_ = 'https://mn.example/job/abc123/';
const SITE_IMAGE = 'https://mn.example/og-image.jpg';

describe('parseSalary', () => {
  it.each([
    ['$20–$26/hour', { min: 20, max: 26, unit: 'HOUR' }],
    ['$72,000–$92,000/year', { min: 72000, max: 92000, unit: 'YEAR' }],
    ['$55k - $65k', { min: 55000, max: 65000, unit: 'YEAR' }],
    ['$24 per hour', { min: 24, max: 24, unit: 'HOUR' }],
    ['4,500 monthly', { min: 4500, max: 4500, unit: 'MONTH' }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual({ ...expected, currency: 'USD' });
  });

  it.each(['', 'Competitive', 'DOE', '$30 - $20/hour', '$1, $2, $3'])('leaves %j out', (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  it('carries what job listings need', () => {
    const data = jobPostingJsonLd(job, URL_, SITE_IMAGE);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Behavior Technician',
      datePosted: '2026-05-01T10:00:00.000Z',
      validThrough: '2026-05-31T10:00:00.000Z',
      employmentType: 'PART_TIME',
      directApply: true,
      hiringOrganization: {
        name: 'North Star Autism Center',
        sameAs: ['https://northstar.example'],
        url: 'https://mn.example/center/north-star-autism-center-12/',
        // No logo or picture of its own: the directory's image.
        logo: SITE_IMAGE,
      },
      jobLocation: {
        address: { addressLocality: 'Roseville', addressRegion: 'MN', addressCountry: 'US' },
      },
      baseSalary: {
        currency: 'USD',
        value: { minValue: 20, maxValue: 26, unitText: 'HOUR' },
      },
    });
    expect(data['description']).toBe(
      '<p>Deliver one-to-one sessions.</p><p>Join a kind team.</p><p><strong>Requirements</strong></p><p>High school diploma.</p>',
    );
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('marks remote work and leaves an unparsed salary out', () => {
    const data = jobPostingJsonLd(
      { ...job, remote: true, salaryRange: 'Competitive', applicationUrl: 'https://x.example' },
      URL_,
      SITE_IMAGE,
    );
    expect(data['jobLocationType']).toBe('TELECOMMUTE');
    expect(data['applicantLocationRequirements']).toEqual({ '@type': 'State', name: 'Minnesota' });
    expect(data).not.toHaveProperty('baseSalary');
    expect(data['directApply']).toBe(false);
  });

  it('escapes markup owners type', () => {
    const data = jobPostingJsonLd({ ...job, description: '<b>Hi</b> & bye' }, URL_, SITE_IMAGE);
    expect(String(data['description'])).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; bye');
  });
});
