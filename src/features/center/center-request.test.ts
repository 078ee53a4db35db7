import { describe, expect, it } from 'vitest';
import { decideCenterRequest, requestedCenterNumber } from './center-request.ts';

const center = { name: 'Maple Bridge Autism Center', number: 42 };

describe('requestedCenterNumber', () => {
  it.each([
    ['maple-bridge-autism-center-42', 42],
    ['autism-42', 42],
    ['42', 42],
    ['wrong-slug-42', 42],
  ])('%s asks for center %i', (path, number) => {
    expect(requestedCenterNumber(path)).toBe(number);
  });

  it.each([undefined, '', 'abc', 'nope-', 'autism-4a', 'a/b-42', '0'])(
    '%j names no center',
    (path) => {
      expect(requestedCenterNumber(path)).toBeNull();
    },
  );
});

describe('decideCenterRequest', () => {
  it.each(['autism-42', '42', '-42', 'maple-bridge-42', 'old-name-42'])(
    '%s redirects to the canonical address',
    (path) => {
      expect(decideCenterRequest(path, center)).toEqual({
        kind: 'redirect',
        location: '/center/maple-bridge-autism-center-42',
      });
    },
  );

  it('shows the canonical address itself (a center newer than the build)', () => {
    expect(decideCenterRequest('maple-bridge-autism-center-42', center)).toEqual({ kind: 'show' });
  });

  it('answers not found when there is no such public center', () => {
    expect(decideCenterRequest('nope-999999', null)).toEqual({ kind: 'not-found' });
    expect(decideCenterRequest('abc', null)).toEqual({ kind: 'not-found' });
  });

  it('never shows a center under another number', () => {
    expect(decideCenterRequest('maple-bridge-autism-center-7', center)).toEqual({
      kind: 'not-found',
    });
  });
});
