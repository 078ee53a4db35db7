import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './routes.ts';

describe('canonicalUrl', () => {
  const site = 'https://mn.example';

  it('is the folder form the build writes, with its trailing slash', () => {
    expect(canonicalUrl('/center/bluejay-meadow-12', site)).toBe(
      'https://mn.example/center/bluejay-meadow-12/',
    );
    expect(canonicalUrl('/faq/', site)).toBe('https://mn.example/faq/');
    expect(canonicalUrl('/', site)).toBe('https://mn.example/');
  });

  it('leaves a file its own name', () => {
    expect(canonicalUrl('/open-data/hsds/directory.json', site)).toBe(
      'https://mn.example/open-data/hsds/directory.json',
    );
  });

  it('drops a query and a fragment', () => {
    expect(canonicalUrl('/centers?search=aba#results', site)).toBe('https://mn.example/centers/');
  });
});
