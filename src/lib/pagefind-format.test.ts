import { describe, expect, it } from 'vitest';
import {
  afterPagefindSignature,
  decodeCbor,
  encodeCbor,
  hasPagefindSignature,
  type Cbor,
} from './pagefind-format.ts';

describe('the CBOR of Pagefind files', () => {
  it('writes the shortest head for each length and integer (RFC 8949 examples)', () => {
    const hex = (value: Cbor) => Buffer.from(encodeCbor(value)).toString('hex');
    expect(hex(0)).toBe('00');
    expect(hex(23)).toBe('17');
    expect(hex(24)).toBe('1818');
    expect(hex(1000)).toBe('1903e8');
    expect(hex(1000000)).toBe('1a000f4240');
    expect(hex(-1)).toBe('20');
    expect(hex(-1000)).toBe('3903e7');
    expect(hex('IETF')).toBe('6449455446');
    expect(hex('ü')).toBe('62c3bc');
    expect(hex([1, [2, 3]])).toBe('8201820203');
    expect(hex({ a: 1 })).toBe('a1616101');
    expect(hex(new Uint8Array([1, 2]))).toBe('420102');
    expect(hex([true, false, null])).toBe('83f5f4f6');
  });

  it('reads back what it writes, long strings and lists included', () => {
    const value: Cbor = [
      'pagefind 1.x',
      Array.from({ length: 300 }, (_, i) => [`en_${i.toString(36)}`, i * 977, '']),
      'x'.repeat(70_000),
      { filters: [['city', 'en_abc']], n: -70_000 },
    ];
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
  });

  it('refuses what it cannot write', () => {
    expect(() => encodeCbor(1.5)).toThrow('1.5 is not an integer');
    expect(() => encodeCbor(2 ** 40)).toThrow('too large');
  });
});

describe("Pagefind's signature", () => {
  const signed = new Uint8Array([...new TextEncoder().encode('pagefind_dcd'), 0x80]);

  it('is found at the start of a decompressed file, and stripped from it', () => {
    expect(hasPagefindSignature(signed)).toBe(true);
    expect(afterPagefindSignature(signed)).toEqual(new Uint8Array([0x80]));
  });

  it('is not found in gzip or in a shorter file, which are given back as they are', () => {
    const gzip = new Uint8Array([0x1f, 0x8b, 8, 0]);
    expect(hasPagefindSignature(gzip)).toBe(false);
    expect(hasPagefindSignature(signed.subarray(0, 5))).toBe(false);
    expect(afterPagefindSignature(gzip)).toBe(gzip);
  });
});
