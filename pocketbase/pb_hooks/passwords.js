/// <reference path="../pb_data/types.d.ts" />
// Helpers for passwords.pb.js: the password rule (src/lib/password-rule.ts, from
// site-bundle.js) with the common-password list (common-passwords.js, generated from an npm
// package), and the per-account counter of failed sign-ins (sign_in_failures).

/** Whether a (lowercased) password is on the common-password list. */
function isCommon(password) {
  const list = require(`${__hooks}/common-passwords.js`);
  return ("\n" + list + "\n").indexOf("\n" + password + "\n") >= 0;
}

/**
 * Throws a 400 naming the password field with the rule's reason, when the request sets a
 * password (as sent: raw-body.js) that the rule refuses.
 */
function checkNewPassword(e) {
  const { rawBody } = require(`${__hooks}/raw-body.js`);
  const body = rawBody(e);
  if (body.password === undefined) return;
  const { passwordProblem } = require(`${__hooks}/site-bundle.js`);
  const problem = passwordProblem(body.password, isCommon);
  if (problem) {
    throw new BadRequestError(problem, {
      password: new ValidationError("validation_weak_password", problem),
    });
  }
}

/** The identity a failure is counted under: the address tried, trimmed and lowercased. */
function identityOf(text) {
  return String(text || "")
    .trim()
    .toLowerCase();
}

/** Whether this identity has used up its failed sign-ins for the current window. */
function isLockedOut(app, identity) {
  const { MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MINUTES } = require(`${__hooks}/site-bundle.js`);
  const { minutesAgo } = require(`${__hooks}/claims.js`);
  const since = minutesAgo(SIGN_IN_WINDOW_MINUTES);
  const count = app.countRecords(
    "sign_in_failures",
    $dbx.exp("identity = {:identity} AND created > {:since}", { identity, since }),
  );
  return count >= MAX_FAILED_SIGN_INS;
}

/** Logs one failed sign-in for this identity. */
function recordFailure(app, identity) {
  const failure = new Record(app.findCollectionByNameOrId("sign_in_failures"));
  failure.set("identity", identity);
  app.save(failure);
}

/** Forgets the failures of this identity (after a password reset or a good sign-in). */
function clearFailures(app, identity) {
  app.db().newQuery("DELETE FROM sign_in_failures WHERE identity = {:identity}").bind({ identity }).execute();
}

/** Deletes failures older than the window (run by a cron job). */
function pruneFailures(app) {
  const { SIGN_IN_WINDOW_MINUTES } = require(`${__hooks}/site-bundle.js`);
  const { minutesAgo } = require(`${__hooks}/claims.js`);
  app
    .db()
    .newQuery("DELETE FROM sign_in_failures WHERE created < {:since}")
    .bind({ since: minutesAgo(SIGN_IN_WINDOW_MINUTES) })
    .execute();
}

module.exports = { checkNewPassword, identityOf, isLockedOut, recordFailure, clearFailures, pruneFailures };
