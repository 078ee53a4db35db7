/// <reference path="../pb_data/types.d.ts" />
// Helpers for claims.pb.js: finding a claimable center by its access code, and the wrong-code
// counter that slows down guessing (see pb_migrations/1763716811_claim_attempts.js).

/** Wrong codes allowed per client IP and per account within the window, before a lockout. */
const MAX_WRONG_CODES = 10;
/** The sliding window of the wrong-code counter, in minutes. */
const WINDOW_MINUTES = 15;

/** A PocketBase date text (UTC, "2006-01-02 15:04:05.000Z") `minutes` ago. */
function minutesAgo(minutes) {
  return new Date(Date.now() - minutes * 60000).toISOString().replace("T", " ");
}

/** The submitted access code, trimmed ('' when missing). */
function readCode(body) {
  return String((body && body.code) || "").trim();
}

/** Whether this client or account has used up its wrong codes for the current window. */
function isLockedOut(app, ip, userId) {
  const since = minutesAgo(WINDOW_MINUTES);
  const count = (column, value) =>
    app.countRecords("claim_attempts", $dbx.exp(`${column} = {:value} AND created > {:since}`, { value, since }));
  return count("ip", ip) >= MAX_WRONG_CODES || (!!userId && count("user", userId) >= MAX_WRONG_CODES);
}

/** Logs one wrong code for this client and account. */
function recordWrongCode(app, ip, userId) {
  const attempt = new Record(app.findCollectionByNameOrId("claim_attempts"));
  attempt.set("ip", ip);
  attempt.set("user", userId || "");
  app.save(attempt);
}

/** The 429 every code gets during a lockout (right ones too, so guessing learns nothing). */
function tooManyWrongCodes() {
  return new TooManyRequestsError(
    `Too many incorrect access codes. Please wait ${WINDOW_MINUTES} minutes and try again.`,
  );
}

/**
 * The center holding this access code (codes are 8 digits), optionally also matching a
 * case-insensitive part of its name; null when there is none.
 */
function findByCode(app, code, centerName) {
  if (!/^[0-9]{8}$/.test(code)) return null;
  const found = app.findRecordsByFilter("centers", "access_code = {:code}", "", 1, 0, { code: code });
  const center = found.length ? found[0] : null;
  const name = String(centerName || "")
    .trim()
    .toLowerCase();
  if (center && name && center.getString("company_name").toLowerCase().indexOf(name) < 0) return null;
  return center;
}

/** Deletes counter rows older than the window (run by a cron job). */
function pruneAttempts(app) {
  app
    .db()
    .newQuery("DELETE FROM claim_attempts WHERE created < {:since}")
    .bind({ since: minutesAgo(WINDOW_MINUTES) })
    .execute();
}

module.exports = {
  minutesAgo,
  MAX_WRONG_CODES,
  WINDOW_MINUTES,
  readCode,
  isLockedOut,
  recordWrongCode,
  tooManyWrongCodes,
  findByCode,
  pruneAttempts,
};
