import { describe, expect, it } from 'vitest';
import { directoryOptions } from './directory-options.ts';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { filterChips } from './filter-chips.ts';
import { NO_FILTERS } from './filter-state.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';

describe('active filter chips', () => {
  it('has none without filters', () => {
    expect(filterChips(NO_FILTERS)).toEqual([]);
  });

  it('names each filter in use with the label families see', () => {
    const chips = filterChips({
      search: 'speech',
      city: 'Duluth',
      service: 'ABA Therapy',
      age: 'early-intervention',
      insurance: 'medical-assistance',
      language: 'somali',
      setting: 'home',
      accepting: true,
      zip: '55401',
      miles: 10,
    });
    expect(chips.map((c) => c.label)).toEqual([
      'Search: “speech”',
      'City: Duluth',
      'Service: ABA Therapy',
      'Age: Early Intervention (0-3 years)',
      'Insurance: Medical Assistance (MA)',
      'Language: Somali',
      'Setting: In the home',
      'Accepting new clients',
      'Within 10 miles of 55401',
    ]);
    expect(chips.map((c) => c.key)).toEqual([
      'search',
      'city',
      'service',
      'age',
      'insurance',
      'language',
      'setting',
      'accepting',
      'zip',
    ]);
  });
});

describe('active filter chips in Spanish', () => {
  it("words each chip in Spanish, the owners' cities and services as written", () => {
    const { directory: m, facts } = messagesFor('es');
    const chips = filterChips(
      {
        ...NO_FILTERS,
        city: 'Saint Paul',
        service: 'ABA Therapy',
        insurance: 'medical-assistance',
        setting: 'telehealth',
        accepting: true,
        zip: '55401',
        miles: 25,
      },
      { locale: 'es', m, facts },
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Ciudad: Saint Paul',
      'Servicio: ABA Therapy',
      'Seguro: Asistencia Médica (MA)',
      'Lugar: Telesalud',
      'Acepta nuevos clientes',
      'A menos de 25 millas de 55401',
    ]);
  });
});

describe('city and service choices', () => {
  it('lists the distinct values of the listed centers alphabetically', () => {
    const options = directoryOptions([
      directoryCenterFixture({ city: 'Rochester', services: ['Speech Therapy', 'ABA Therapy'] }),
      directoryCenterFixture({ city: 'Duluth', services: ['ABA Therapy'] }),
      directoryCenterFixture({ city: 'Rochester', services: [] }),
    ]);
    expect(options).toEqual({
      cities: ['Duluth', 'Rochester'],
      services: ['ABA Therapy', 'Speech Therapy'],
    });
  });
});
