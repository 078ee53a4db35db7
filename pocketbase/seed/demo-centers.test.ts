import { describe, expect, it } from 'vitest';
import {
  AGE_GROUPS,
  CITIES,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
} from '../../src/domain/center/choices.ts';
import { buildDemoCenters } from './demo-centers.ts';
import { CITY_INFO } from './demo-cities.ts';
import { WEEKDAYS } from '../../src/domain/center/weekdays.ts';
import { buildDemoJobs } from './demo-jobs.ts';

const centers = buildDemoCenters();
const records = centers.map((c) => c.record);
const NOW = Date.UTC(2026, 10, 20, 12);
const jobs = buildDemoJobs(centers, NOW);
const values = (choices: readonly { value: string }[]) => new Set(choices.map((c) => c.value));
const count = (pred: (c: (typeof centers)[number]) => boolean) => centers.filter(pred).length;

describe('demo centers', () => {
  it('covers every city, the two big ones most', () => {
    expect(centers.length).toBeGreaterThanOrEqual(150);
    const perCity = new Map(
      CITIES.map((city) => [city, records.filter((r) => r.city === city).length]),
    );
    for (const n of perCity.values()) expect(n).toBeGreaterThanOrEqual(4);
    const others = CITIES.filter((c) => c !== 'Minneapolis' && c !== 'Saint Paul');
    const biggestOther = Math.max(...others.map((c) => perCity.get(c) ?? 0));
    expect(perCity.get('Minneapolis')).toBeGreaterThan(biggestOther);
    expect(perCity.get('Saint Paul')).toBeGreaterThan(biggestOther);
  });

  it('has unique names, websites and phone numbers', () => {
    for (const key of ['company_name', 'website', 'email', 'phone_number'] as const) {
      expect(new Set(records.map((r) => r[key])).size).toBe(records.length);
    }
  });

  it('gives unique 8-digit access codes to unclaimed listings only', () => {
    const unclaimed = centers.filter((c) => c.status === 'unclaimed');
    const codes = unclaimed.map((c) => c.record.access_code);
    for (const code of codes) expect(code).toMatch(/^[1-9][0-9]{7}$/);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of centers.filter((c) => c.status !== 'unclaimed')) {
      expect(c.record.access_code).toBe('');
    }
  });

  it('mixes listing states as planned', () => {
    const share = (status: string) => count((c) => c.status === status) / centers.length;
    expect(share('unclaimed')).toBeGreaterThan(0.5);
    expect(share('claimed')).toBeGreaterThan(0.25);
    expect(count((c) => c.status === 'pending')).toBe(8);
    expect(count((c) => c.status === 'rejected')).toBe(3);
    for (const c of centers) {
      const expected = { unclaimed: '', claimed: 'yes', pending: 'pending', rejected: 'rejected' };
      expect(c.record.approved).toBe(expected[c.status]);
      expect(c.record.claimed).toBe(c.status === 'claimed');
      expect(c.owner === null).toBe(c.status === 'unclaimed');
    }
  });

  it('features only premium listings', () => {
    expect(count((c) => c.record.premium)).toBeGreaterThanOrEqual(12);
    expect(count((c) => c.record.premium)).toBeLessThanOrEqual(16);
    expect(count((c) => c.record.featured)).toBe(8);
    for (const c of centers) if (c.record.featured) expect(c.record.premium).toBe(true);
  });

  it('gives the demo owners their listings', () => {
    const mine = centers.filter((c) => c.owner === 'owner');
    expect(mine.filter((c) => c.status === 'claimed')).toHaveLength(3);
    expect(mine.filter((c) => c.status === 'pending')).toHaveLength(1);
    expect(mine.some((c) => c.record.premium && c.record.featured)).toBe(true);
    const owner2 = centers.filter((c) => c.owner === 'owner2');
    expect(owner2).toHaveLength(2);
    for (const c of owner2) expect([c.status, c.record.premium]).toEqual(['claimed', false]);
  });

  it('uses fictional 555-01xx numbers with the city’s area code', () => {
    for (const r of records) {
      expect(r.phone_number).toMatch(/^[0-9]{3}55501[0-9]{2}$/);
      expect(r.phone_number.slice(0, 3)).toBe(CITY_INFO[r.city].areaCode);
      expect(CITY_INFO[r.city].zips).toContain(r.zip_code);
    }
  });

  it('has well-formed opening hours', () => {
    for (const r of records) {
      expect(r.working_hours).not.toBe('');
      for (const day of WEEKDAYS) {
        const open = r[`${day}_open`];
        const close = r[`${day}_close`];
        if (open === '') expect(close).toBe('');
        else {
          expect(open).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
          expect(close).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
          expect(open < close).toBe(true);
        }
      }
    }
    expect(records.filter((r) => r.sunday_open === '').length).toBeGreaterThan(
      records.length * 0.8,
    );
    expect(records.some((r) => r.saturday_open !== '')).toBe(true);
  });

  it('stores only the select values PocketBase accepts', () => {
    const lists = [
      ['ages_served', values(AGE_GROUPS)],
      ['insurance_accepted', values(INSURANCE)],
      ['languages', values(LANGUAGES)],
      ['service_settings', values(SERVICE_SETTINGS)],
    ] as const;
    for (const r of records) {
      for (const [field, allowed] of lists) {
        expect(r[field].length).toBeGreaterThan(0);
        for (const v of r[field]) expect(allowed.has(v)).toBe(true);
      }
      expect(r.services.length).toBeGreaterThanOrEqual(2);
      expect(r.services.length).toBeLessThanOrEqual(8);
      expect(r.waitlist_weeks > 0).toBe(r.accepting_clients === 'waitlist');
    }
  });

  it('keeps text, addresses and coordinates plausible and clearly fictional', () => {
    for (const r of records) {
      expect(r.about.endsWith('This is a fictional demo listing.')).toBe(true);
      expect(r.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(r.email).toMatch(/^hello@[a-z0-9-]+\.example$/);
      expect(r.zip_code).toMatch(/^[0-9]{5}$/);
      expect(Math.abs(r.latitude - CITY_INFO[r.city].lat)).toBeLessThanOrEqual(0.04);
      expect(Math.abs(r.longitude - CITY_INFO[r.city].lng)).toBeLessThanOrEqual(0.04);
      expect(r.availability_updated).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d\.000Z$/);
    }
  });

  it('plans images with alt text within the upload limits', () => {
    const galleries = centers.map((c) => c.images.filter((i) => i.kind === 'gallery').length);
    expect(galleries.filter((n) => n >= 11).length).toBeGreaterThanOrEqual(2);
    expect(galleries.filter((n) => n >= 2 && n <= 9).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...galleries)).toBeLessThanOrEqual(12);
    expect(count((c) => c.images.some((i) => i.kind === 'main'))).toBeGreaterThan(
      centers.length * 0.8,
    );
    for (const c of centers) {
      for (const image of c.images) expect(image.alt_text).toContain(c.record.company_name);
      if (c.record.premium) {
        expect(c.images.filter((i) => i.kind === 'logo')).toHaveLength(1);
        expect(galleries[centers.indexOf(c)]).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('is deterministic', () => {
    expect(buildDemoCenters()).toEqual(centers);
    expect(buildDemoJobs(buildDemoCenters(), NOW)).toEqual(jobs);
  });
});

describe('demo jobs', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('posts live, paid jobs on claimed listings by their owners', () => {
    const paid = jobs.filter((j) => j.record.payment_status === 'paid');
    expect(paid.length).toBeGreaterThanOrEqual(15);
    for (const job of paid) {
      const center = centers[job.center];
      expect(center?.status).toBe('claimed');
      expect(job.owner).toBe(center?.owner);
      expect(job.record.status).toBe('active');
      const left = Date.parse(job.record.expires_at.replace(' ', 'T')) - NOW;
      expect(left).toBeGreaterThan(3 * DAY);
      expect(left).toBeLessThan(29 * DAY);
      expect(job.record.description.length).toBeGreaterThanOrEqual(50);
    }
    expect(new Set(paid.map((j) => j.center)).size).toBeGreaterThanOrEqual(12);
  });

  it('leaves two unpaid drafts for the demo owner', () => {
    const pending = jobs.filter((j) => j.record.payment_status === 'pending');
    expect(pending).toHaveLength(2);
    for (const job of pending) {
      expect(job.owner).toBe('owner');
      expect([job.record.status, job.record.expires_at]).toEqual(['', '']);
    }
  });
});
