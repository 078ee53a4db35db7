import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCheckout,
  createJobPayment,
  PaymentsNotConfiguredError,
  updateJobPaymentStatus,
} from './payments-client.ts';
import { PAYMENTS_MESSAGES as M } from './payments-messages.ts';

vi.mock('../../lib/session.ts', () => ({
  getPocketBase: () => ({ authStore: { token: 'token-of-the-owner' } }),
}));

const calls: { url: string; init: RequestInit }[] = [];
function answerWith(status: number, body: unknown): void {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(Response.json(body, { status }));
  });
}

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payments client', () => {
  it('posts the plan as the signed-in user and resolves to the client secret', async () => {
    answerWith(200, { clientSecret: 'cs_secret' });
    await expect(createCheckout('plan1')).resolves.toBe('cs_secret');
    expect(calls[0]?.url).toBe('/api/payments/create-checkout');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ planId: 'plan1' }));
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe(
      'Bearer token-of-the-owner',
    );
  });

  it('sends the job posting id by its spec name', async () => {
    answerWith(200, { clientSecret: 'cs_job' });
    await expect(createJobPayment('job1')).resolves.toBe('cs_job');
    expect(calls[0]?.url).toBe('/api/payments/create-job-payment');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ job_posting_id: 'job1' }));
  });

  it('rejects with PaymentsNotConfiguredError when the server has no Stripe keys', async () => {
    answerWith(503, { code: 'payments_not_configured', message: 'x' });
    const error = await createCheckout('plan1').catch((e: unknown) => e);
    expect(PaymentsNotConfiguredError.is(error)).toBe(true);
    expect((error as Error).message).toBe(M.notConfigured);
  });

  it("rejects with the server's message, or the spec's when there is none", async () => {
    answerWith(409, { message: M.jobAlreadyPaid });
    await expect(createJobPayment('job1')).rejects.toThrow(M.jobAlreadyPaid);
    answerWith(500, {});
    await expect(createCheckout('plan1')).rejects.toThrow(M.checkoutFailed);
    answerWith(200, {});
    await expect(createCheckout('plan1')).rejects.toThrow(M.noClientSecret);
  });

  it('resolves update-job-payment-status to the number of activated postings', async () => {
    answerWith(200, { updatedJobs: 2 });
    await expect(updateJobPaymentStatus()).resolves.toBe(2);
    expect(calls[0]?.init.body).toBeNull();
    answerWith(502, { message: M.updatePaymentsFailed });
    await expect(updateJobPaymentStatus()).rejects.toThrow(M.updatePaymentsFailed);
  });

  it('fails with the checkout message when the network is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await expect(createCheckout('plan1')).rejects.toThrow(M.checkoutFailed);
  });
});
