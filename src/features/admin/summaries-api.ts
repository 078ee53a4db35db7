import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';

/** The outcome of 'Generate Location Summaries' (spec call generate-location-summaries). */
export type SummariesOutcome = { ok: true; message: string } | { ok: false; error: string };

/** The spec's text when the server gives no reason. */
export const UNKNOWN_ERROR = 'Unknown error occurred';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Asks PocketBase to generate the AI location summaries (pb_hooks/admin-summaries.pb.js, admins
 * only). Until the AI issue brings a generator, the server answers that summaries are not
 * configured, and that is what the admin reads.
 */
export async function generateLocationSummaries(pb: PocketBase): Promise<SummariesOutcome> {
  try {
    const answer: Record<string, unknown> = await pb.send('/api/admin/location-summaries', {
      method: 'POST',
    });
    if (answer.success === true) return { ok: true, message: textOf(answer.message) };
    return { ok: false, error: textOf(answer.error) || UNKNOWN_ERROR };
  } catch (error) {
    const body = error instanceof ClientResponseError ? error.response : {};
    return { ok: false, error: textOf(body.error) || textOf(body.message) || UNKNOWN_ERROR };
  }
}
