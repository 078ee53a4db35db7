// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  islandOptions,
  packOptions,
  provideDirectoryOptions,
  unpackOptions,
} from './directory-options.ts';

describe('packOptions', () => {
  it('gives back the same choices, empty lists included', () => {
    const options = { cities: ['Apple Valley', 'Saint Paul'], services: [] };
    expect(unpackOptions(packOptions(options))).toEqual(options);
  });
});

describe("the island's choices", () => {
  it('are, in the browser, those of the form the server rendered', () => {
    document.body.innerHTML = `
      <select id="filter-city"><option value="">All cities</option><option value="Duluth">Duluth</option><option value="Saint Paul">Saint Paul</option></select>
      <select id="filter-service"><option value="">All services</option><option value="ABA Therapy">ABA Therapy</option></select>`;
    expect(islandOptions(document)).toEqual({
      cities: ['Duluth', 'Saint Paul'],
      services: ['ABA Therapy'],
    });
    document.body.innerHTML = '';
  });

  it("are, on the server, the page's", () => {
    const options = { cities: ['Rochester'], services: ['Speech Therapy'] };
    provideDirectoryOptions(options);
    expect(islandOptions(undefined)).toEqual(options);
  });
});
