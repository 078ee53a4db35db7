import { z } from 'zod';
import { plainText, readableText } from './readable-text.ts';
import { SCRAPE_MESSAGES } from './scrape-messages.ts';
import { fetchPublicPage, PUBLIC_WEB, ScrapeRefusedError, type FetchPolicy } from './safe-fetch.ts';

/** What the edit dialog sends: the center, and the website field's current value. */
const ScrapeRequestSchema = z.object({
  centerId: z.string().min(1).max(64),
  url: z.string().max(2000).optional(),
});

const SCRAPE_FAILED = SCRAPE_MESSAGES.failed;

/** Where the endpoint reaches PocketBase, and how it fetches. */
export interface ScrapeOptions {
  pocketbaseUrl: string;
  policy?: FetchPolicy;
}

function answer(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

/**
 * 'Scrape website' (POST /dashboard/scrape-website): PocketBase decides who may scrape which
 * address (pb_hooks/scrape.pb.js: the center's premium owner or an admin, a website given),
 * asked with the caller's own token; then the page is fetched from the public web only and
 * its readable text returned as {content}. Refusals keep PocketBase's status and text.
 */
export async function handleScrapeRequest(
  request: Request,
  options: ScrapeOptions,
): Promise<Response> {
  const parsed = ScrapeRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return answer(400, 'Invalid scrape request.');
  const { centerId, url } = parsed.data;
  const token = request.headers.get('authorization');

  const permit = await fetch(
    `${options.pocketbaseUrl.replace(/\/$/, '')}/api/centers/${encodeURIComponent(centerId)}/scrape-permit`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(url === undefined ? {} : { url }),
    },
  );
  const permitted = (await permit.json().catch(() => ({}))) as { url?: unknown; message?: unknown };
  if (!permit.ok || typeof permitted.url !== 'string') {
    return answer(
      permit.ok ? 502 : permit.status,
      typeof permitted.message === 'string' ? permitted.message : SCRAPE_FAILED,
    );
  }

  try {
    const page = await fetchPublicPage(permitted.url, options.policy ?? PUBLIC_WEB);
    const content = page.contentType.toLowerCase().startsWith('text/plain')
      ? plainText(page.text)
      : readableText(page.text);
    return Response.json({ content });
  } catch (error) {
    if (ScrapeRefusedError.is(error)) return answer(400, error.message);
    console.error('Scrape failed', error);
    return answer(502, SCRAPE_FAILED);
  }
}
