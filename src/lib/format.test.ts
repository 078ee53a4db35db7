import { describe, expect, it } from 'vitest';
import {
  addressLine,
  directionsHref,
  e164Phone,
  formatDate,
  isoDate,
  formatPhone,
  formatTime,
  phoneHref,
  websiteHref,
  fetchableWebsite,
  websiteLabel,
} from './format.ts';

describe('formatPhone', () => {
  it.each([
    ['6125550142', '(612) 555-0142'],
    ['612-555-0142', '(612) 555-0142'],
    ['+1 (612) 555 0142', '(612) 555-0142'],
    ['555-0142', '555-0142'],
    ['  ext. 12 ', 'ext. 12'],
  ])('%j is shown as %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
  it('links to the digits', () => {
    expect(phoneHref('(612) 555-0142')).toBe('tel:6125550142');
  });
});

describe('websiteHref', () => {
  it.each([
    ['example.org', 'https://example.org'],
    ['www.example.org/about', 'https://www.example.org/about'],
    ['http://example.org', 'http://example.org'],
    ['https://example.org', 'https://example.org'],
    ['  ', ''],
    ['javascript://%0Aalert(1)', ''],
    ['JavaScript:alert(1)', ''],
    ['data:text/html,hi', ''],
    ['example.org:8080/intake', 'https://example.org:8080/intake'],
  ])('%j links to %j', (input, href) => {
    expect(websiteHref(input)).toBe(href);
  });
  it('shows a website without scheme or trailing slash', () => {
    expect(websiteLabel('https://www.example.org/')).toBe('www.example.org');
  });
});

describe('fetchableWebsite', () => {
  it.each([
    ['example.org/about', 'https://example.org/about'],
    ['http://example.org', 'http://example.org'],
    ['  ', ''],
    ['ftp://example.org/', null],
    ['https://user:secret@example.org/', null],
    ['https://', null],
  ])('%j is fetched as %j', (input, url) => {
    expect(fetchableWebsite(input)).toBe(url);
  });
});

describe('formatTime', () => {
  it.each([
    ['08:00', '8:00 AM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['17:45', '5:45 PM'],
    ['late', 'late'],
  ])('%j is %j', (input, shown) => {
    expect(formatTime(input)).toBe(shown);
  });
});

describe('formatDate', () => {
  it('shows a PocketBase date in Minnesota time', () => {
    expect(formatDate('2026-03-03 12:00:00.000Z')).toBe('March 3, 2026');
    expect(formatDate('2026-03-03 03:00:00.000Z')).toBe('March 2, 2026');
  });
  it('shows nothing for a blank or invalid date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('');
  });
});

describe('isoDate', () => {
  it('turns a PocketBase date into ISO 8601, and anything else into nothing', () => {
    expect(isoDate('2026-03-03 12:00:00.000Z')).toBe('2026-03-03T12:00:00.000Z');
    expect(isoDate('')).toBe('');
    expect(isoDate('soon')).toBe('');
  });
});

describe('addressLine', () => {
  it('joins street, city, state and ZIP, leaving out what is empty', () => {
    expect(
      addressLine({
        address: '1 Example Way',
        city: 'Duluth',
        state: 'Minnesota',
        zip_code: '55802',
      }),
    ).toBe('1 Example Way, Duluth, Minnesota 55802');
    expect(addressLine({ address: '', city: 'Duluth', zip_code: '55802' })).toBe('Duluth, 55802');
    expect(addressLine({ address: '', city: '', state: '', zip_code: '' })).toBe('');
  });
});

describe('directionsHref', () => {
  it('asks the maps site for directions to the whole address', () => {
    expect(directionsHref('1 Example Way, Duluth, Minnesota 55802')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Example%20Way%2C%20Duluth%2C%20Minnesota%2055802',
    );
  });
  it('gives no link without an address', () => {
    expect(directionsHref('  ')).toBe('');
  });
});

describe('e164Phone', () => {
  it.each([
    ['(612) 555-0100', '+16125550100'],
    ['1-218-555-0101', '+12185550101'],
    ['651.555.0199', '+16515550199'],
  ])('writes %s as %s', (phone, e164) => {
    expect(e164Phone(phone)).toBe(e164);
  });

  it.each(['', '555-0100', '(012) 555-0100', '+44 20 7946 0958'])(
    'guesses nothing for %j',
    (phone) => {
      expect(e164Phone(phone)).toBeUndefined();
    },
  );
});
