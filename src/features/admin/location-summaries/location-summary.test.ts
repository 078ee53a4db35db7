import { describe, expect, it } from 'vitest';
import { centerFixture } from '../../../testing/center-record.ts';
import { areaFactsOf, factualSummary, summaryTurns } from './location-summary.ts';

const center = (id: string, name: string, city: string, extra: Record<string, unknown> = {}) =>
  centerFixture({ id, company_name: name, city, ...extra });

const CENTERS = [
  center('a', 'Alder ABA', 'Edina', {
    services: ['ABA Therapy', 'Speech Therapy'],
    accepting_clients: 'accepting',
  }),
  center('b', 'Birch Speech', 'Edina', {
    services: ['Speech Therapy'],
    accepting_clients: 'waitlist',
  }),
  center('c', 'Cedar Center', 'Bloomington', {
    services: ['ABA Therapy'],
    accepting_clients: 'accepting',
  }),
  center('d', 'Dogwood House', 'Duluth', { services: [] }),
];

describe('location summaries from the directory data', () => {
  const all = areaFactsOf(CENTERS);
  const facts = (id: string) => {
    const found = all.get(id);
    if (!found) throw new Error(`no facts for ${id}`);
    return found;
  };

  it('counts the centers of the city, their services and who is accepting', () => {
    expect(factualSummary(facts('a'))).toBe(
      'This directory lists 2 autism service centers in Edina, Minnesota, including Alder ABA. ' +
        'Services offered there include Speech Therapy and ABA Therapy. ' +
        'Accepting new clients, as listed: Alder ABA. ' +
        'Nearest other cities with listed centers: Bloomington (about 5 miles, 1 center) and Duluth (about 145 miles, 1 center).',
    );
  });

  it('says when a center is the only one and nobody is accepting', () => {
    const text = factualSummary(facts('d'));
    expect(text).toContain(
      'Dogwood House is the only autism service center this directory lists in Duluth, Minnesota.',
    );
    expect(text).toContain(
      'None of the centers listed in Duluth currently says it is accepting new clients.',
    );
  });

  it('gives a model only the facts, as data', () => {
    const [system, user] = summaryTurns(facts('c'));
    expect(system?.content).toContain('Use ONLY the facts in the JSON data');
    expect(JSON.parse(user?.content.replace('Data (JSON): ', '') ?? '')).toMatchObject({
      city: 'Bloomington',
      centersInCity: 1,
    });
  });
});
