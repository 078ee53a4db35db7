// PocketBase's rate limiter on the public forms and the claim routes (pb_migrations settings,
// claim_attempts): a table of routes, each with its documented limit per client address. The
// limiter runs before the route's own checks, so empty bodies count too: nothing is stored,
// nothing is mailed, and the statuses before the limit are the route's own refusals.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { newClient, statusOf } from './support/pocketbase.ts';

interface Limited {
  name: string;
  /** Requests allowed per window from one client address. */
  limit: number;
  send: (pb: PocketBase) => Promise<number>;
}

/** The status of a POST with a JSON body. */
function post(pb: PocketBase, path: string, body: unknown): Promise<number> {
  return statusOf(pb.send(path, { method: 'POST', body }));
}

const LIMITED: Limited[] = [
  {
    name: 'contact messages (5 per 10 minutes)',
    limit: 5,
    send: (pb) => post(pb, '/api/collections/contact_messages/records', {}),
  },
  {
    name: 'intake submissions (10 per 10 minutes)',
    limit: 10,
    send: (pb) => post(pb, '/api/collections/intake_submissions/records', {}),
  },
  {
    name: 'job applications (10 per 10 minutes)',
    limit: 10,
    send: (pb) => post(pb, '/api/collections/job_applications/records', {}),
  },
  {
    name: 'sign-in (5 per 10 seconds)',
    limit: 5,
    send: (pb) =>
      post(pb, '/api/collections/users/auth-with-password', {
        // A new address each time: the per-account slow-down stays out of the way.
        identity: `nobody-${randomUUID()}@example.org`,
        password: 'not-the-password',
      }),
  },
  {
    name: 'claim-listing step 1 (10 a minute)',
    limit: 10,
    send: (pb) => post(pb, '/api/centers/verify-code', { code: '' }),
  },
  {
    name: 'claiming a center (10 a minute)',
    limit: 10,
    send: (pb) => post(pb, '/api/centers/claim', { code: '' }),
  },
  {
    name: 'analytics reports (120 a minute)',
    limit: 120,
    send: (pb) => post(pb, '/api/analytics/hit', { metric: 'page_view', center: '' }),
  },
];

describe('rate limits per client address', () => {
  it.each(LIMITED)('$name', async ({ limit, send }) => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) statuses.push(await send(client));
    expect(statuses.slice(0, limit).filter((status) => status === 429)).toEqual([]);
    expect(statuses[limit]).toBe(429);
    // Another address is not held back.
    expect(await send(newClient())).not.toBe(429);
  });
});
