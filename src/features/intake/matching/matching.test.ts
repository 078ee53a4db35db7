import { describe, expect, it } from 'vitest';
import { CITY_CENTROIDS } from '../../../domain/center/city-centroids.ts';
import { formatMatchDate } from './match-availability.ts';
import { availabilityNote } from './match-notes.ts';
import {
  MATCH_WEIGHTS,
  MAX_MATCHES,
  MAX_PARTIAL_MATCHES,
  rankCenters,
  type FamilyNeeds,
  type MatchableCenter,
} from './matching.ts';

const TODAY = '2026-11-21';
let count = 0;

/** A center that fits `family` perfectly unless told otherwise. */
function center(overrides: Partial<MatchableCenter> = {}): MatchableCenter {
  count += 1;
  return {
    recordId: `rec${String(count)}`,
    number: count,
    name: `Center ${String(count)}`,
    city: 'Edina',
    ageGroups: ['preschool'],
    insurance: ['medica'],
    languages: ['english'],
    serviceSettings: ['center'],
    acceptingClients: 'accepting',
    waitlistWeeks: 0,
    availabilityUpdated: '2026-11-10 09:00:00.000Z',
    location: { latitude: 44.8891, longitude: -93.356 },
    ...overrides,
  };
}

const family: FamilyNeeds = {
  cities: ['Edina'],
  ageGroup: 'preschool',
  insurance: 'medica',
  languages: [],
  setting: 'center',
};

const names = (centers: readonly MatchableCenter[], needs: FamilyNeeds = family) =>
  rankCenters(needs, centers, TODAY).matches.map((m) => m.center.name);

/** A point `miles` north of Edina's centroid. */
function northOfEdina(miles: number) {
  return { latitude: CITY_CENTROIDS.Edina.latitude + miles / 69.05, longitude: -93.356 };
}

describe('rankCenters: who can be matched', () => {
  it('the weights add up to 100, and a perfect fit scores 100 with every reason', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const result = rankCenters(family, [center({ name: 'Perfect' })], TODAY);
    expect(result.kind).toBe('matches');
    expect(result.matches[0]).toMatchObject({
      rank: 1,
      score: 100,
      partial: false,
      reasons: [
        'In Edina, one of your cities',
        'Serves Preschool (3-5 years)',
        'Accepts Medica',
        'Offers services at the center',
        'Accepting new clients (as of Nov 10, 2026)',
      ],
      cautions: [],
    });
  });

  it('leaves out centers that do not serve the age group or take the insurance', () => {
    const centers = [
      center({ name: 'Fits' }),
      center({ name: 'Adults only', ageGroups: ['adult'] }),
      center({ name: 'No Medica', insurance: ['ucare', 'private-pay'] }),
      center({ name: 'Lists nothing', ageGroups: [], insurance: [] }),
    ];
    expect(names(centers)).toEqual(['Fits']);
  });

  it("'no-insurance' families match centers that accept private pay", () => {
    const centers = [
      center({ name: 'Private pay', insurance: ['private-pay'] }),
      center({ name: 'Plans only', insurance: ['medica', 'ucare'] }),
    ];
    const needs = { ...family, insurance: 'no-insurance' } as const;
    const result = rankCenters(needs, centers, TODAY);
    expect(result.matches.map((m) => m.center.name)).toEqual(['Private pay']);
    expect(result.matches[0]?.reasons).toContain('Accepts private pay');
  });

  it("'other' insurance passes every center but ranks below a verified plan", () => {
    const centers = [center({ name: 'Any', insurance: [] })];
    const other = rankCenters({ ...family, insurance: 'other' }, centers, TODAY).matches[0];
    expect(other?.cautions).toContain('Ask whether they take your insurance plan');
    expect(other?.score).toBe(100 - MATCH_WEIGHTS.insurance);
    const verified = rankCenters(family, [center({ name: 'Verified' })], TODAY).matches[0];
    expect(verified?.score).toBe(100);
  });

  it('EIDBI and TEFRA are matched like any plan', () => {
    const centers = [
      center({ name: 'EIDBI', insurance: ['eidbi'] }),
      center({ name: 'TEFRA', insurance: ['tefra'] }),
    ];
    expect(names(centers, { ...family, insurance: 'eidbi' })).toEqual(['EIDBI']);
    expect(names(centers, { ...family, insurance: 'tefra' })).toEqual(['TEFRA']);
  });
});

describe('rankCenters: order', () => {
  it('breaks ties by name, case-insensitively, then by center number', () => {
    const centers = [
      center({ name: 'beta' }),
      center({ name: 'Alpha' }),
      center({ name: 'Gamma' }),
      center({ name: 'alpha' }),
    ];
    expect(names(centers)).toEqual(['Alpha', 'alpha', 'beta', 'Gamma']);
  });

  it('ranks by distance outside the chosen cities, down to nothing at 60 miles', () => {
    const centers = [
      center({ name: 'Far', city: 'Duluth', location: northOfEdina(100) }),
      center({ name: 'Near', city: 'Richfield', location: northOfEdina(5) }),
      center({ name: 'In town' }),
      center({ name: 'Farther', city: 'Anoka', location: northOfEdina(30) }),
      center({ name: 'Unknown place', city: 'Hopkins', location: null }),
    ];
    const result = rankCenters(family, centers, TODAY);
    expect(result.matches.map((m) => m.center.name)).toEqual([
      'In town',
      'Near',
      'Farther',
      'Far',
      'Unknown place',
    ]);
    const by = (name: string) => result.matches.find((m) => m.center.name === name);
    expect(by('Near')?.reasons[0]).toBe('About 5 miles from Edina');
    expect(by('Far')?.cautions[0]).toBe('About 100 miles from Edina, outside your cities');
    expect(by('Far')?.score).toBe(by('Unknown place')?.score);
    expect(by('Unknown place')?.cautions[0]).toBe('In Hopkins, outside your cities');
  });

  it('measures from the nearest of several chosen cities', () => {
    const duluth = CITY_CENTROIDS.Duluth;
    const result = rankCenters(
      { ...family, cities: ['Edina', 'Duluth'] },
      [
        center({
          name: 'Up north',
          city: 'Hermantown',
          location: { ...duluth, latitude: duluth.latitude + 0.1 },
        }),
      ],
      TODAY,
    );
    expect(result.matches[0]?.reasons[0]).toBe('About 7 miles from Duluth');
  });

  it('puts accepting centers first, then shorter waitlists, then not accepting', () => {
    const centers = [
      center({ name: 'Closed', acceptingClients: 'not-accepting' }),
      center({ name: 'Long wait', acceptingClients: 'waitlist', waitlistWeeks: 20 }),
      center({ name: 'Short wait', acceptingClients: 'waitlist', waitlistWeeks: 3 }),
      center({ name: 'Open' }),
      center({ name: 'Unlisted', acceptingClients: '' }),
    ];
    const result = rankCenters(family, centers, TODAY);
    expect(result.matches.map((m) => m.center.name)).toEqual([
      'Open',
      'Short wait',
      'Long wait',
      'Unlisted',
      'Closed',
    ]);
    expect(result.matches[1]?.reasons).toContain(
      'Waitlist: about 3 weeks (estimate from Nov 10, 2026)',
    );
    expect(result.matches[4]?.cautions).toContain('Not accepting new clients (as of Nov 10, 2026)');
  });

  it('trusts an old availability estimate less', () => {
    const centers = [
      center({ name: 'Accepting in June', availabilityUpdated: '2026-06-01 00:00:00.000Z' }),
      center({ name: 'Waitlist this month', acceptingClients: 'waitlist', waitlistWeeks: 2 }),
    ];
    expect(names(centers)).toEqual(['Waitlist this month', 'Accepting in June']);
  });

  it('prefers centers that speak the family’s language and deliver where they want', () => {
    const needs: FamilyNeeds = { ...family, languages: ['somali'], setting: 'home' };
    const centers = [
      center({ name: 'English, center', languages: ['english'] }),
      center({ name: 'Somali, home', languages: ['english', 'somali'], serviceSettings: ['home'] }),
      center({ name: 'Somali, center', languages: ['somali'] }),
    ];
    const result = rankCenters(needs, centers, TODAY);
    expect(result.matches.map((m) => m.center.name)).toEqual([
      'Somali, home',
      'Somali, center',
      'English, center',
    ]);
    expect(result.matches[0]?.reasons).toEqual(
      expect.arrayContaining(['Staff speak Somali', 'Offers services in your home']),
    );
    expect(result.matches[2]?.cautions).toEqual([
      'Does not list Somali',
      'Does not list services in your home',
    ]);
  });

  it(`shows at most ${String(MAX_MATCHES)} matches`, () => {
    const centers = Array.from({ length: 15 }, () => center());
    expect(rankCenters(family, centers, TODAY).matches).toHaveLength(MAX_MATCHES);
  });
});

describe('rankCenters: when nothing matches', () => {
  it('says so with the closest partial matches: fewest unmet needs, then nearest', () => {
    const centers = [
      center({ name: 'Wrong age, in town', ageGroups: ['adult'] }),
      center({ name: 'Wrong age and plan', ageGroups: ['adult'], insurance: [] }),
      center({
        name: 'Wrong plan, far',
        insurance: ['ucare'],
        city: 'Duluth',
        location: northOfEdina(100),
      }),
      center({
        name: 'Wrong plan, near',
        insurance: ['ucare'],
        city: 'Richfield',
        location: northOfEdina(4),
      }),
    ];
    const result = rankCenters(family, centers, TODAY);
    expect(result.kind).toBe('partial');
    expect(result.matches.map((m) => [m.center.name, m.partial])).toEqual([
      ['Wrong age, in town', true],
      ['Wrong plan, near', true],
      ['Wrong plan, far', true],
      ['Wrong age and plan', true],
    ]);
    expect(result.matches[3]?.cautions).toEqual([
      'Does not list Preschool (3-5 years)',
      'Does not list Medica',
    ]);
  });

  it(`shows at most ${String(MAX_PARTIAL_MATCHES)} partial matches, and nothing when there are no centers`, () => {
    const centers = Array.from({ length: 8 }, () => center({ ageGroups: ['adult'] }));
    expect(rankCenters(family, centers, TODAY).matches).toHaveLength(MAX_PARTIAL_MATCHES);
    expect(rankCenters(family, [], TODAY)).toEqual({ kind: 'none', matches: [] });
  });
});

describe('dates and availability notes', () => {
  it.each([
    ['2026-11-03 10:00:00.000Z', 'Nov 3, 2026'],
    ['2027-01-31', 'Jan 31, 2027'],
    ['', ''],
    ['soon', ''],
  ])('formatMatchDate(%j) is %j', (value, text) => {
    expect(formatMatchDate(value)).toBe(text);
  });

  it('says when availability is not listed', () => {
    expect(
      availabilityNote({ acceptingClients: '', waitlistWeeks: 0, availabilityUpdated: '' }),
    ).toBe('Availability not listed: call to ask');
  });
});
