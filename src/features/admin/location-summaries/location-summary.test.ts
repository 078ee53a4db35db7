import { describe, expect, it } from 'vitest';
import { centerFixture } from '../../../testing/center-record.ts';
import { areaFactsOf, factualSummary, namesOthers, summaryTurns } from './location-summary.ts';

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

  it('describes the area: centers in the city and nearby, neighbouring cities and distances', () => {
    expect(factualSummary(facts('a'))).toBe(
      'This directory lists 2 autism service centers in Edina, Minnesota, Alder ABA among them. ' +
        '1 more listed center is within 25 miles, in a neighbouring city. ' +
        'Nearest other cities with listed centers: Bloomington (about 5 miles, 1 center) and Duluth (about 145 miles, 1 center).',
    );
  });

  it('says when a center is the only one in its city and none is nearby', () => {
    expect(factualSummary(facts('d'))).toBe(
      'Dogwood House is the only autism service center this directory lists in Duluth, Minnesota. ' +
        'No other listed center is within 25 miles of Duluth. ' +
        'Nearest other cities with listed centers: Edina (about 145 miles, 2 centers) and Bloomington (about 148 miles, 1 center).',
    );
  });

  it('never names another center or a service, whoever is accepting', () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      const text = factualSummary(facts(id));
      const own = CENTERS.find((c) => c.recordId === id);
      for (const other of CENTERS.filter((c) => c !== own)) expect(text).not.toContain(other.name);
      for (const service of ['ABA Therapy', 'Speech Therapy']) expect(text).not.toContain(service);
      expect(text).not.toContain('accepting');
    }
  });

  it("recognises a model's text that names another center or a service the center lacks", () => {
    const forbidden = { names: ['Birch Speech', 'Cedar Center'], services: ['Speech Therapy'] };
    expect(namesOthers('Families nearby can also try Birch Speech.', forbidden)).toBe(true);
    expect(namesOthers('Edina offers speech therapy close by.', forbidden)).toBe(true);
    expect(namesOthers('Edina has 2 listed centers; Bloomington is 5 miles away.', forbidden)).toBe(
      false,
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
