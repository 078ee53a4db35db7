import type PocketBase from 'pocketbase';

/**
 * Records per batch request. Each request is one transaction, and PocketBase's work per
 * request (the HTTP request, the transaction's commit, the request log) is shared by its
 * records, so the more a request the less each costs; 50 is the most the batch settings allow
 * (pocketbase/pb_migrations/1764000000_batch_api.js). No JS runtime is held per record: the
 * centers' JS checks are not run for superusers and, for everyone else, give their runtime
 * back before the save (pocketbase/request_checks.go).
 */
export const BATCH_SIZE = 50;

/**
 * Creates `records` in `collection` through PocketBase's batch API, BATCH_SIZE a request.
 * Each request is one transaction: it saves all its records or none, and the create hooks
 * (center numbers) run inside it, so numbers stay unique under any concurrency. With
 * `inFlight` 1 (the default) records are created in their order, so numbers follow it.
 * Returns the new ids in the order of `records`.
 */
export async function createInBatches(
  pb: PocketBase,
  collection: string,
  records: readonly Record<string, unknown>[],
  { inFlight = 1 }: { inFlight?: number } = {},
): Promise<string[]> {
  const ids: string[] = new Array<string>(records.length);
  let next = 0;
  const sender = async () => {
    while (next < records.length) {
      const start = next;
      next += BATCH_SIZE;
      const batch = pb.createBatch();
      for (const record of records.slice(start, start + BATCH_SIZE)) {
        batch.collection(collection).create(record, { fields: 'id' });
      }
      const results = await batch.send({ requestKey: null });
      results.forEach((result, i) => {
        ids[start + i] = (result.body as { id: string }).id;
      });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  return ids;
}
