/// <reference path="../pb_data/types.d.ts" />
// Helpers for rate-limits.pb.js and the other hooks: a sliding-window counter per bucket in
// the rate_limit_hits collection. Kept in the database, not in a process, so a limit holds for
// every process that asks and survives restarts.

/** The longest window a bucket may ask for, in seconds (the cron keeps rows this long). */
const LONGEST_WINDOW_SECONDS = 3600;

/**
 * Counts one event in `bucket` when fewer than `count` were counted in the last
 * `windowSeconds`; true when counted, false when the bucket is full. The count and the insert
 * run in one transaction, and PocketBase has one writer: two callers never both take the last
 * place.
 */
function take(app, bucket, count, windowSeconds) {
  const seconds = Math.min(Math.max(1, Math.floor(windowSeconds)), LONGEST_WINDOW_SECONDS);
  const since = new Date(Date.now() - seconds * 1000).toISOString().replace("T", " ");
  let taken = false;
  app.runInTransaction((tx) => {
    const used = tx.countRecords(
      "rate_limit_hits",
      $dbx.exp("bucket = {:bucket} AND created > {:since}", { bucket: bucket, since: since }),
    );
    if (used >= count) return;
    const hit = new Record(tx.findCollectionByNameOrId("rate_limit_hits"));
    hit.set("bucket", bucket);
    tx.save(hit);
    taken = true;
  });
  return taken;
}

/** Deletes the events older than the longest window (run by a cron job). */
function prune(app) {
  const since = new Date(Date.now() - LONGEST_WINDOW_SECONDS * 1000).toISOString().replace("T", " ");
  app.db().newQuery("DELETE FROM rate_limit_hits WHERE created < {:since}").bind({ since: since }).execute();
}

module.exports = { take, prune, LONGEST_WINDOW_SECONDS };
