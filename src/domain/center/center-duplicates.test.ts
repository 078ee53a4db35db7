import { describe, expect, it } from 'vitest';
import {
  duplicateKeys,
  findDuplicateGroups,
  normalizeAddress,
  normalizeCity,
  normalizeName,
  normalizePhone,
} from './center-duplicates.ts';

const center = (company_name: string, address: string, city: string) => ({
  company_name,
  address,
  city,
});

describe('normalizeName', () => {
  it.each([
    ['Bright Path Autism Center', 'bright path autism center'],
    ['  BRIGHT   PATH autism center ', 'bright path autism center'],
    ['Bright Path Autism Center, LLC', 'bright path autism center'],
    ['Bright Path Autism Center Inc.', 'bright path autism center'],
    ['The Bright Path Autism Center', 'bright path autism center'],
    ['Kids & Families Therapy', 'kids and families therapy'],
    ['Café Nord', 'cafe nord'],
    ["Children's Place", 'childrens place'],
    ['LLC', 'llc'],
  ])('%s → %s', (name, expected) => {
    expect(normalizeName(name)).toBe(expected);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['123 Main Street, Suite 200', '123 main st 200'],
    ['123 Main St. Ste 200', '123 main st 200'],
    ['123 Main St #200', '123 main st 200'],
    ['450 North Lake Avenue', '450 n lake ave'],
    ['450 N. Lake Ave', '450 n lake ave'],
    ['', ''],
  ])('%s → %s', (address, expected) => {
    expect(normalizeAddress(address)).toBe(expected);
  });
});

describe('normalizeCity', () => {
  it.each([
    ['Saint Paul', 'saint paul'],
    ['St. Paul', 'saint paul'],
    ['ST PAUL', 'saint paul'],
    ['Minneapolis', 'minneapolis'],
  ])('%s → %s', (city, expected) => {
    expect(normalizeCity(city)).toBe(expected);
  });
});

describe('duplicateKeys', () => {
  const addressKey = (c: ReturnType<typeof center>) => duplicateKeys(c)[0]?.key;

  it('is the same for spellings of one place', () => {
    expect(addressKey(center('Bright Path, LLC', '12 Oak Street Suite 4', 'St. Paul'))).toBe(
      addressKey(center('bright path', '12 Oak St #4', 'Saint Paul')),
    );
  });

  it('differs for another address, city or name', () => {
    const base = addressKey(center('Bright Path', '12 Oak St', 'Edina'));
    expect(addressKey(center('Bright Path', '14 Oak St', 'Edina'))).not.toBe(base);
    expect(addressKey(center('Bright Path', '12 Oak St', 'Eagan'))).not.toBe(base);
    expect(addressKey(center('Bright Paths', '12 Oak St', 'Edina'))).not.toBe(base);
  });

  it('is empty without a name, so nameless rows never match each other', () => {
    expect(duplicateKeys(center('  ', '12 Oak St', 'Edina'))).toEqual([]);
  });
});

describe('findDuplicateGroups', () => {
  it('returns only groups of two or more, in first-seen order', () => {
    const a1 = center('Alpha', '1 A St', 'Edina');
    const b1 = center('Beta', '2 B St', 'Edina');
    const a2 = center('ALPHA LLC', '1 A Street', 'edina');
    const c1 = center('Gamma', '', 'Duluth');
    const c2 = center('Gamma', '', 'Duluth');
    const nameless = [center('', '', ''), center('', '', '')];
    expect(findDuplicateGroups([a1, b1, a2, c1, c2, ...nameless])).toEqual([
      [a1, a2],
      [c1, c2],
    ]);
  });
});

describe('the same place by phone', () => {
  const withPhone = (name: string, address: string, city: string, phone: string) => ({
    ...center(name, address, city),
    phone_number: phone,
  });

  it('groups listings of one name and city that share a phone but not an address', () => {
    const a = withPhone('Bright Path', '12 Oak St', 'Edina', '(612) 555-0101');
    const b = withPhone('Bright Path LLC', '', 'Edina', '612-555-0101');
    const c = withPhone('Bright Path', '12 Oak Street', 'Edina', '');
    const other = withPhone('Bright Path', '', 'Eagan', '6125550101');
    expect(findDuplicateGroups([a, b, c, other])).toEqual([[a, b, c]]);
  });

  it('reads a leading country code and ignores numbers that are not ten digits', () => {
    expect(normalizePhone('+1 612 555 0101')).toBe('6125550101');
    expect(normalizePhone('555-0101')).toBe('');
    const keys = duplicateKeys(withPhone('A', '', 'Edina', '555-0101')).map((k) => k.match);
    expect(keys).toEqual(['address']);
  });
});
