import type PocketBase from 'pocketbase';
import { readNdjson } from '../../../lib/ndjson.ts';
import { assistantEndpoints } from '../../../lib/routes.ts';

/** The outcome of 'Generate Location Summaries' (spec call generate-location-summaries). */
export type SummariesOutcome = { ok: true; message: string } | { ok: false; error: string };

/** One line of the streamed answer of the summaries endpoint (newline-delimited JSON). */
export type SummariesEvent =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; message: string }
  | { type: 'error'; error: string };

/** The spec's text when the server gives no reason. */
export const UNKNOWN_ERROR = 'Unknown error occurred';

/**
 * Asks the site server to write every public center's location summary (admins only, checked
 * there with the admin's token; src/features/admin/location-summaries/location-summaries.ts), reporting
 * progress as it goes. Resolves with the result count message, or the error.
 */
export async function generateLocationSummaries(
  pb: PocketBase,
  onProgress: (done: number, total: number) => void,
): Promise<SummariesOutcome> {
  try {
    const response = await fetch(assistantEndpoints.locationSummaries, {
      method: 'POST',
      headers: { Authorization: `Bearer ${pb.authStore.token}` },
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      return { ok: false, error: typeof body.error === 'string' ? body.error : UNKNOWN_ERROR };
    }
    for await (const event of readNdjson<SummariesEvent>(response.body)) {
      if (event.type === 'progress') onProgress(event.done, event.total);
      if (event.type === 'done') return { ok: true, message: event.message };
      if (event.type === 'error') return { ok: false, error: event.error || UNKNOWN_ERROR };
    }
  } catch (error) {
    console.error('Location summaries failed', error);
  }
  return { ok: false, error: UNKNOWN_ERROR };
}
