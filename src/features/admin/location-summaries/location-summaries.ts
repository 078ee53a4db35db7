import { ClientResponseError } from 'pocketbase';
import {
  areaFactsOf,
  factualSummary,
  namesOthers,
  summaryTurns,
  type AreaFacts,
} from './location-summary.ts';
import type { TextProvider } from '../../../lib/ai/provider.ts';
import { publishableCenter, toCenter, type Center } from '../../../domain/center/center.ts';
import { ndjsonResponse } from '../../../lib/ndjson.ts';
import { clientWithToken, createPocketBase, userOfToken } from '../../../lib/pocketbase.ts';
import { UNKNOWN_ERROR, type SummariesEvent } from './summaries-api.ts';
import { ACCESS_DENIED } from '../use-admin-access.ts';

/** What the summaries endpoint needs from its surroundings (tests pass their own). */
export interface SummariesDeps {
  pocketbaseUrl: string;
  provider: TextProvider | null;
}

const SUMMARY_MAX = 5000;

/** What a description on `center`'s page must not name: other centers, services it lacks. */
function forbiddenFor(center: Center, centers: readonly Center[]) {
  const own = center.name.toLowerCase();
  const offered = new Set(center.services.map((s) => s.toLowerCase()));
  return {
    names: centers
      .filter((c) => c.recordId !== center.recordId && !own.includes(c.name.toLowerCase()))
      .map((c) => c.name),
    services: [...new Set(centers.flatMap((c) => c.services))].filter(
      (s) => !offered.has(s.toLowerCase()),
    ),
  };
}

/**
 * The model's description of the area, or the factual one when the model fails or names
 * what the center's page must not (another center, a service the center does not list).
 */
async function summaryOf(
  facts: AreaFacts,
  provider: TextProvider | null,
  forbidden: () => ReturnType<typeof forbiddenFor>,
): Promise<string> {
  const factual = factualSummary(facts);
  if (!provider || !factual) return factual;
  try {
    let text = '';
    for await (const piece of provider.stream(summaryTurns(facts))) text += piece;
    const written = text.trim();
    if (written && namesOthers(written, forbidden())) {
      console.warn(`Location summary by ${provider.name} named another center or a service`);
      return factual;
    }
    return written && written.length <= SUMMARY_MAX ? written : factual;
  } catch (error) {
    console.warn(`Location summary by ${provider.name} failed; using the factual summary`, error);
    return factual;
  }
}

async function* generate(
  authorization: string,
  deps: SummariesDeps,
): AsyncGenerator<SummariesEvent> {
  // Read as a visitor: exactly the public centers get a summary.
  const visitor = createPocketBase(deps.pocketbaseUrl);
  const records = await visitor
    .collection('centers')
    .getFullList({ batch: 1000, sort: 'number', skipTotal: true });
  const centers = records.flatMap((raw) => {
    const record = publishableCenter(raw);
    return record ? [toCenter(record)] : [];
  });
  const facts = areaFactsOf(centers);
  const summaries: { id: string; summary: string }[] = [];
  yield { type: 'progress', done: 0, total: centers.length };
  for (const center of centers) {
    const area = facts.get(center.recordId);
    summaries.push({
      id: center.recordId,
      summary: area
        ? await summaryOf(area, deps.provider, () => forbiddenFor(center, centers))
        : '',
    });
    yield { type: 'progress', done: summaries.length, total: centers.length };
  }
  // Written in one pass by PocketBase with the admin's own token, then one rebuild. Only the
  // generated area description is replaced: the owner's Location Overview is never touched.
  const admin = clientWithToken(deps.pocketbaseUrl, authorization);
  const answer: { message?: unknown } = await admin.send('/api/admin/location-summaries', {
    method: 'POST',
    body: { summaries },
  });
  yield { type: 'done', message: typeof answer.message === 'string' ? answer.message : '' };
}

/**
 * 'Generate Location Summaries' on the site server (POST /admin/location-summaries), admins
 * only: a summary for every public center, its progress streamed as newline-delimited JSON,
 * then all written at once. Refusals are JSON {error} (the spec's texts).
 */
export async function handleSummariesRequest(
  request: Request,
  deps: SummariesDeps,
): Promise<Response> {
  const authorization = request.headers.get('authorization');
  const caller = authorization ? await userOfToken(deps.pocketbaseUrl, authorization) : null;
  if (!authorization || caller?.role !== 'admin') {
    return Response.json({ error: ACCESS_DENIED }, { status: authorization ? 403 : 401 });
  }
  return ndjsonResponse(
    (async function* (): AsyncGenerator<SummariesEvent> {
      try {
        yield* generate(authorization, deps);
      } catch (error) {
        console.error('Location summaries failed', error);
        const reason: unknown =
          error instanceof ClientResponseError ? error.response.message : undefined;
        yield {
          type: 'error',
          error: typeof reason === 'string' && reason ? reason : UNKNOWN_ERROR,
        };
      }
    })(),
  );
}
