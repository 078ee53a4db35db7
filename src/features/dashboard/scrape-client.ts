import { dashboardEndpoints } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { SCRAPE_MESSAGES } from './scrape/scrape-messages.ts';

/** What a scrape came to: the text, or the server's refusal. */
export type ScrapeOutcome =
  { ok: true; content: string } | { ok: false; status: number; message: string };

/** Asks the site's server to read the website's text, as the signed-in user. */
export async function scrapeWebsite(centerId: string, url: string): Promise<ScrapeOutcome> {
  try {
    const response = await fetch(dashboardEndpoints.scrapeWebsite, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: getPocketBase().authStore.token,
      },
      body: JSON.stringify({ centerId, url }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      content?: unknown;
      message?: unknown;
    };
    if (response.ok && typeof body.content === 'string') return { ok: true, content: body.content };
    return {
      ok: false,
      status: response.status,
      message: typeof body.message === 'string' ? body.message : SCRAPE_MESSAGES.failed,
    };
  } catch (error) {
    console.error('Scrape request failed', error);
    return { ok: false, status: 0, message: SCRAPE_MESSAGES.failed };
  }
}
