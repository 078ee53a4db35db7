import { z } from 'zod';

/** POST /api/payments/create-checkout: the plan to subscribe to (its price is the server's). */
export const CreateCheckoutSchema = z.object({ planId: z.string().trim().min(1).max(64) });

/** POST /api/payments/create-job-payment: the pending posting to pay for ($99, the server's). */
export const CreateJobPaymentSchema = z.object({
  job_posting_id: z.string().trim().min(1).max(64),
});
