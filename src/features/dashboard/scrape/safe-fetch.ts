import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** How the scraper fetches: limits, and what it may reach. */
export interface FetchPolicy {
  /** The whole fetch, redirects included, in milliseconds. */
  timeoutMs: number;
  /** The most bytes read from a page; the rest is never downloaded. */
  maxBytes: number;
  /** Redirects followed, each checked like the first address. */
  maxRedirects: number;
  /**
   * Tests only: also reach 127.0.0.1, on any port. The site's endpoint always passes
   * PUBLIC_WEB, so no setting, header or environment variable can turn this on there.
   */
  allowLoopbackForTests: boolean;
}

/** The policy of the site's scrape endpoint: public addresses on ports 80 and 443 only. */
export const PUBLIC_WEB: FetchPolicy = {
  timeoutMs: 10_000,
  maxBytes: 1_000_000,
  maxRedirects: 3,
  allowLoopbackForTests: false,
};

/** A fetch refused before any request was sent (a private address, scheme or port). */
export class ScrapeRefusedError extends Error {
  override name = 'ScrapeRefusedError';
  /** Whether an error is a refusal. */
  static is(error: unknown): error is ScrapeRefusedError {
    return error instanceof ScrapeRefusedError;
  }
}

/** A fetched page: its content type and text (truncated at the policy's byte limit). */
export interface FetchedPage {
  contentType: string;
  text: string;
}

const READABLE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];

function allowedAddress(address: string, policy: FetchPolicy): boolean {
  return isPublicAddress(address) || (policy.allowLoopbackForTests && address === '127.0.0.1');
}

/** The one address to connect to for a URL, after checking every address its host has. */
async function resolveAllowed(
  url: URL,
  policy: FetchPolicy,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeRefusedError(`Only http and https addresses can be scraped (${url.protocol}).`);
  }
  if (url.username || url.password)
    throw new ScrapeRefusedError('Addresses with credentials cannot be scraped.');
  if (url.port && !policy.allowLoopbackForTests && !['80', '443'].includes(url.port)) {
    throw new ScrapeRefusedError(`Port ${url.port} is not a web port.`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses = family
    ? [{ address: host, family }]
    : await lookup(host, { all: true, order: 'verbatim' });
  // Every address must be public: a name with one public and one private address could
  // otherwise be steered to the private one.
  const refused = addresses.find((a) => !allowedAddress(a.address, policy));
  const first = addresses[0];
  if (refused || !first) {
    throw new ScrapeRefusedError(`${host} is not on the public internet, so it cannot be scraped.`);
  }
  return first;
}

/** Connects only to the checked address, so a second DNS answer cannot change it. */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function get(
  url: URL,
  pin: { address: string; family: number },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(pin.address, pin.family),
        signal,
        headers: {
          'User-Agent': 'MinnesotaAutismCenterDirectory/1.0 (knowledge base)',
          Accept: 'text/html, text/plain',
        },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Fetches a page of the public web for its text: every address (first and after each
 * redirect) is resolved and checked before connecting, the connection goes to that checked
 * address only, and time and size are capped. Throws ScrapeRefusedError before sending
 * anything to a private address.
 */
export async function fetchPublicPage(
  address: string,
  policy: FetchPolicy = PUBLIC_WEB,
): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const pin = await Promise.race([
      resolveAllowed(url, policy),
      new Promise<never>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          reject(new Error('The website took too long to answer.'));
        });
      }),
    ]);
    const response = await get(url, pin, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= policy.maxRedirects) throw new Error('The website redirected too many times.');
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new Error(`The website answered ${String(status)}.`);
    }
    const contentType = response.headers['content-type'] ?? '';
    if (!READABLE_TYPES.some((type) => contentType.toLowerCase().startsWith(type))) {
      response.destroy();
      throw new Error(`The page is not text (${contentType || 'no content type'}).`);
    }
    return { contentType, text: decode(await readCapped(response, policy.maxBytes), contentType) };
  }
}
