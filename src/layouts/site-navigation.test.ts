import { describe, expect, it } from 'vitest';
import { isActiveLink } from './site-navigation.ts';

describe('isActiveLink', () => {
  it.each([
    ['/centers', '/centers', true],
    ['/centers/', '/centers', true],
    ['/centers/page/2', '/centers', true],
    ['/centers-old', '/centers', false],
    ['/', '/', true],
    ['/faq', '/', false],
  ])('%s with a link to %s: %s', (path, href, active) => {
    expect(isActiveLink(path, href)).toBe(active);
  });
});
