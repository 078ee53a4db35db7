/// <reference path="../pb_data/types.d.ts" />
// Helpers for passwords.pb.js: the password rule (src/lib/password-rule.ts, from
// site-bundle.js) with the common-password list (common-passwords.js, generated from an npm
// package), and the counter of failed sign-ins per account and address (sign_in_failures).

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

/**
 * The identity a failure is counted under: the collection (users or superusers) and the
 * address tried, trimmed and lowercased.
 */
function identityOf(collection, text) {
  return (
    collection +
    ":" +
    String(text || "")
      .trim()
      .toLowerCase()
  );
}

/**
 * How many minutes this client address must still wait before trying this identity again
 * (0: it may now), from its failures and the identity's failures from every address
 * (src/lib/password-rule.ts signInWaitMinutes).
 */
function signInWait(app, identity, address) {
  const { SIGN_IN_WINDOW_MINUTES, signInWaitMinutes } = require(`${__hooks}/site-bundle.js`);
  const { minutesAgo } = require(`${__hooks}/claims.js`);
  const row = new DynamicModel({ here: 0, everywhere: 0, last: "" });
  app
    .db()
    .newQuery(
      "SELECT COALESCE(SUM(address = {:address}), 0) AS here, COUNT(*) AS everywhere, " +
        "COALESCE(MAX(CASE WHEN address = {:address} THEN created END), '') AS last " +
        "FROM sign_in_failures WHERE identity = {:identity} AND created > {:since}",
    )
    .bind({ identity, address, since: minutesAgo(SIGN_IN_WINDOW_MINUTES) })
    .one(row);
  if (!row.here) return 0;
  const last = new Date(String(row.last).replace(" ", "T")).getTime();
  return signInWaitMinutes(row.here, row.everywhere, (Date.now() - last) / 60000);
}

/** Logs one failed sign-in for this identity from this client address. */
function recordFailure(app, identity, address) {
  const failure = new Record(app.findCollectionByNameOrId("sign_in_failures"));
  failure.set("identity", identity);
  failure.set("address", address);
  app.save(failure);
}

/** Forgets failures of this identity: all of them (password reset), or one address's. */
function clearFailures(app, identity, address) {
  const query =
    address === undefined
      ? "DELETE FROM sign_in_failures WHERE identity = {:identity}"
      : "DELETE FROM sign_in_failures WHERE identity = {:identity} AND address = {:address}";
  app
    .db()
    .newQuery(query)
    .bind({ identity, address: address || "" })
    .execute();
}

/**
 * The sign-in hook of users and superusers alike: refuses (429, how long to wait) an address
 * that has failed too often for this account, counts a failure, and forgets this address's
 * failures on success. Other addresses, the owner's among them, are not slowed by it.
 */
function guardSignIn(e, collection) {
  const { tooManySignInsMessage } = require(`${__hooks}/site-bundle.js`);
  const identity = identityOf(collection, e.identity);
  const address = e.realIP();
  const wait = signInWait(e.app, identity, address);
  if (wait > 0) throw new TooManyRequestsError(tooManySignInsMessage(wait));
  try {
    e.next();
  } catch (err) {
    recordFailure(e.app, identity, address);
    throw err;
  }
  clearFailures(e.app, identity, address);
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

module.exports = { checkNewPassword, identityOf, guardSignIn, clearFailures, pruneFailures };
