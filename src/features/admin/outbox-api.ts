import type PocketBase from 'pocketbase';
import { z } from 'zod';

/** The states of a mail in the outbox (pocketbase/outbox.go). */
export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  last_error: z.string(),
  next_attempt_at: z.string(),
  sent_at: z.string(),
  created: z.string(),
});

/** One page of GET /api/admin/outbox (pb_hooks/outbox.pb.js), newest mail first. */
const outboxPageSchema = z.object({
  items: z.array(outboxMailSchema),
  page: z.number(),
  totalPages: z.number(),
  counts: z.object({ queued: z.number(), sent: z.number(), failed: z.number() }),
});

/** A mail as the admin's outbox view shows it (never its body). */
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** Reads one page of the outbox, all states or one. */
export async function loadOutbox(
  pb: PocketBase,
  state: OutboxState | '',
  page: number,
): Promise<OutboxPage> {
  const answer: unknown = await pb.send('/api/admin/outbox', {
    query: { page, ...(state ? { state } : {}) },
  });
  return outboxPageSchema.parse(answer);
}

/** Queues a mail that is waiting or failed for delivery now. */
export async function retryMail(pb: PocketBase, id: string): Promise<void> {
  await pb.send(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}
