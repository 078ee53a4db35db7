import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';

/**
 * One request tried by every role of a matrix, with the status each role gets (`others`: the
 * rest) and, for a write, the stored state it may change. Like authorization-matrix.test.ts,
 * the runner checks the status and then what PocketBase stored: refused, nothing changed;
 * succeeded, the change is there.
 */
export interface MatrixRow<Role extends string, World> {
  label: string;
  /** Makes what this role's request works on (a fresh record, a unique name), first. */
  prepare?: (w: World) => Promise<string>;
  /** The request, as `pb`; `target` is what prepare made ('' without it). */
  request: (pb: PocketBase, w: World, target: string) => Promise<unknown>;
  expect: Partial<Record<Role | 'others', number>>;
  /**
   * Reads, as the superuser, what the request may change (a record, a count, whether a record
   * is still there). It must be the same after a refusal, and differ after a success unless
   * `keeps` says the write leaves it as it was (a dry run, a field the server drops).
   */
  stored?: (w: World, target: string) => Promise<unknown>;
  keeps?: boolean;
}

/** The HTTP status a request ends with (200 when it succeeds). */
async function statusOfRequest(request: Promise<unknown>): Promise<number> {
  try {
    await request;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
      return error.status;
    }
    throw error;
  }
}

/** A record as stored, or its absence ('missing'): for `stored` of deletes and updates. */
export async function storedRecord(
  su: PocketBase,
  collection: string,
  id: string,
): Promise<unknown> {
  try {
    return await su.collection(collection).getOne(id);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return 'missing';
    throw error;
  }
}

/** How many records of a collection match a filter. */
export async function storedCount(su: PocketBase, collection: string, filter: string) {
  return (await su.collection(collection).getList(1, 1, { filter, fields: 'id' })).totalItems;
}

/**
 * Describes a matrix: one test per role and row, named 'role · label → status'. `world` gives
 * the world the file's beforeAll built; `client` a client acting as a role.
 */
export function describeMatrix<Role extends string, World>(
  title: string,
  roles: readonly Role[],
  rows: MatrixRow<Role, World>[],
  world: () => World,
  client: (role: Role) => PocketBase,
): void {
  const scenarios = rows.flatMap((row) =>
    roles.map((role) => {
      const status = row.expect[role] ?? row.expect.others;
      if (status === undefined) throw new Error(`${row.label}: no outcome for ${role}`);
      return [`${role} · ${row.label} → ${String(status)}`, row, role, status] as const;
    }),
  );
  describe(title, () => {
    it.each(scenarios)('%s', async (_name, row, role, status) => {
      const w = world();
      const target = (await row.prepare?.(w)) ?? '';
      const before = await row.stored?.(w, target);
      expect(await statusOfRequest(row.request(client(role), w, target))).toBe(status);
      if (!row.stored) return;
      const after = await row.stored(w, target);
      if (status < 300 && !row.keeps) expect(after, 'stored change').not.toEqual(before);
      else expect(after, 'stored state unchanged').toEqual(before);
    });
  });
}
