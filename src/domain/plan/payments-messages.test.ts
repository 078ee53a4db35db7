import { describe, expect, it } from 'vitest';
import { checkPaymentsNotice } from './payments-messages.ts';

describe('checkPaymentsNotice', () => {
  it("says the spec's three things Check Payments can say", () => {
    expect(checkPaymentsNotice(2)).toMatchObject({ title: '2 job posting(s) activated' });
    expect(checkPaymentsNotice(0)).toEqual({
      variant: 'success',
      title: 'No Updates',
      description: 'All payment statuses are up to date.',
    });
    expect(checkPaymentsNotice(new Error('Error updating payments'))).toMatchObject({
      variant: 'error',
      title: 'Error updating payments',
    });
  });
});
