import { describe, expect, it } from 'vitest';
import { returnNotice } from './return-toasts.ts';

const at = (path: string) => new URL(path, 'https://site.test');

describe('returnNotice', () => {
  it.each([
    ['/dashboard?subscription=success', 'Subscription Successful!'],
    ['/dashboard?subscription=cancelled', 'Subscription Cancelled'],
    ['/dashboard?payment=success', 'Payment Successful!'],
    ['/dashboard?payment=cancelled', 'Payment Cancelled'],
  ])('%s shows %s and clears the parameter', (path, title) => {
    const result = returnNotice(at(path));
    expect(result?.notice.title).toBe(title);
    expect(result?.cleanUrl).toBe('/dashboard');
  });

  it('keeps other parameters and ignores unknown values', () => {
    expect(returnNotice(at('/dashboard?tab=centers&payment=success#x'))?.cleanUrl).toBe(
      '/dashboard?tab=centers#x',
    );
    expect(returnNotice(at('/dashboard?payment=maybe'))).toBeNull();
    expect(returnNotice(at('/dashboard'))).toBeNull();
  });
});
