import * as z from 'zod/mini';
import { getPocketBase } from '../../lib/session.ts';
import type { IntakeRecord } from './intake-schema.ts';

/**
 * The intake's PocketBase calls. The submission goes through the records API (rate-limited
 * per client; pb_hooks/intake.pb.js checks it with the same schema, ranks and mails); the
 * status routes take the family's private token (pb_hooks/intake-status.pb.js).
 */

const CenterSchema = z.object({ name: z.string(), number: z.number(), city: z.string() });

/** One matched center as the family sees it. */
const MatchSchema = z.object({
  rank: z.number(),
  score: z.number(),
  partial: z.boolean(),
  shared: z.boolean(),
  reasons: z.array(z.string()),
  cautions: z.array(z.string()),
  center: CenterSchema,
});
type MatchView = z.infer<typeof MatchSchema>;

/** What the create answers with, beyond the stored record. */
const SubmittedSchema = z.object({
  status_token: z.string(),
  match_kind: z.enum(['matches', 'partial', 'none']),
  matches: z.array(MatchSchema),
});

/** The family's results, shown right after sending. */
export interface IntakeOutcome {
  token: string;
  kind: 'matches' | 'partial' | 'none';
  matches: MatchView[];
}

/** Stores a checked submission (with the honeypot's value) and returns the family's matches. */
export async function submitIntake(intake: IntakeRecord, honeypot: string): Promise<IntakeOutcome> {
  const created = await getPocketBase()
    .collection('intake_submissions')
    .create({ ...intake, website: honeypot });
  const parsed = SubmittedSchema.parse(created);
  return { token: parsed.status_token, kind: parsed.match_kind, matches: parsed.matches };
}

/** One center the request went to, and how far it got. */
const StatusMatchSchema = z.object({
  rank: z.number(),
  partial: z.boolean(),
  shared: z.boolean(),
  /** Whether the center manages its listing here (has an owner). */
  claimed: z.boolean(),
  reasons: z.array(z.string()),
  viewed_at: z.string(),
  responded_at: z.string(),
  availability: z.string(),
  center: CenterSchema,
});
export type StatusMatch = z.infer<typeof StatusMatchSchema>;

/** A request's follow-up, as its status page shows it. */
const StatusSchema = z.object({
  submitted: z.string(),
  notify_openings: z.boolean(),
  matches: z.array(StatusMatchSchema),
});
export type IntakeStatus = z.infer<typeof StatusSchema>;

/** The follow-up of the request with this token (404 for an unknown token). */
export async function fetchIntakeStatus(token: string): Promise<IntakeStatus> {
  const data: unknown = await getPocketBase().send('/api/intake/status', {
    method: 'POST',
    body: { token },
  });
  return StatusSchema.parse(data);
}

/** Turns the opening notifications on or off; returns the updated follow-up. */
export async function setOpeningsNotice(token: string, notify: boolean): Promise<IntakeStatus> {
  const data: unknown = await getPocketBase().send('/api/intake/openings', {
    method: 'POST',
    body: { token, notify },
  });
  return StatusSchema.parse(data);
}
