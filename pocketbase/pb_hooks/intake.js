/// <reference path="../pb_data/types.d.ts" />
// Helpers for intake.pb.js: checking a submission with the wizard's own schema, ranking the
// public centers and storing the matches. The schema and the ranking come from the TypeScript
// (pb_hooks/site-bundle.js is generated from it); this file is the PocketBase glue around them.

/** The wizard's hidden field: people never see or fill it, form-filling bots do. */
const HONEYPOT = "website";

/** A plain JS copy of a Go value (records, request bodies), which goja only wraps. */
function plain(value) {
  return JSON.parse(JSON.stringify(value));
}

/** A plain copy of a request body without the honeypot field. */
function withoutHoneypot(body) {
  const fields = plain(body);
  return Object.keys(fields)
    .filter((key) => key !== HONEYPOT)
    .reduce((kept, key) => Object.assign(kept, { [key]: fields[key] }), {});
}

/** Whether a request body comes from a bot (the honeypot field is filled). */
function isBot(body) {
  return String(body[HONEYPOT] || "").trim() !== "";
}

/**
 * What a bot gets instead of an error: a response shaped like a real one, so it has no reason
 * to try again. Nothing is stored or mailed.
 */
function decoyResponse(collection, body) {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Object.assign(withoutHoneypot(body), {
    id: $security.randomStringWithAlphabet(15, alphabet),
    collectionId: collection.id,
    collectionName: collection.name,
    created: new DateTime().string(),
    status_token: $security.randomString(48),
    match_kind: "none",
    matches: [],
  });
}

/**
 * Checks the request's body as sent (raw-body.js: before PocketBase coerces anything) with
 * the wizard's schema; returns the normalized record fields or throws a 400 with the spec's
 * message and one message per failing field. The honeypot is left out.
 */
function checkSubmission(e) {
  const shared = require(`${__hooks}/site-bundle.js`);
  return require(`${__hooks}/raw-body.js`).checkRawBody(e, shared.parseIntake, [HONEYPOT]);
}

/** The site's address, without a trailing slash. */
function siteUrl(app) {
  return app.settings().meta.appURL.replace(/\/$/, "");
}

/** The address of a center's page (routes.ts centerHref), in a language of the site (en if none). */
function centerUrl(app, center, locale) {
  const { centerHref, localizePath } = require(`${__hooks}/site-bundle.js`);
  const path = centerHref({ name: center.getString("company_name"), number: center.getInt("number") });
  return siteUrl(app) + localizePath(locale || "en", path);
}

/** The family's private status page (routes.ts intakeStatusHref), in a language of the site (en if none). */
function statusUrl(app, token, locale) {
  const { intakeStatusHref, localizePath } = require(`${__hooks}/site-bundle.js`);
  return siteUrl(app) + localizePath(locale || "en", intakeStatusHref(token));
}

/** A center as a family sees it in the results and on the status page. */
function centerSummary(center) {
  return { name: center.getString("company_name"), number: center.getInt("number"), city: center.getString("city") };
}

/**
 * Ranks the public centers for a submission (its checked fields; it need not be stored yet):
 * done before the create's transaction, so the write lock is not held while the centers are
 * read and matched. A match is shared when the family allowed contact, it is a real
 * match and the center has an owner. Each match carries what storeMatches needs and what the
 * family is shown.
 */
function rank(app, submission) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const centers = app.findRecordsByFilter("centers", shared.PUBLIC_CENTER_FILTER, "", 0, 0);
  const byId = {};
  for (const center of centers) byId[center.id] = center;
  const intake = shared.storedIntake(plain(submission));
  const result = shared.matchIntake(intake, centers.map(plain), shared.minnesotaToday());
  const matches = result.matches.map((m) => {
    const center = byId[m.centerId];
    return {
      centerId: center.id,
      availability: center.getString("accepting_clients"),
      rank: m.rank,
      score: m.score,
      partial: m.partial,
      shared: intake.allow_contact && !m.partial && center.getString("owner") !== "",
      reasons: m.reasons,
      cautions: m.cautions,
      familyReasons: m.familyReasons,
      familyCautions: m.familyCautions,
      center: centerSummary(center),
    };
  });
  return { kind: result.kind, matches: matches };
}

/**
 * Stores a ranking's matches for a just-inserted submission with the given app (the create's
 * transaction). Returns what the family is shown, in the language they filled the form in.
 */
function storeMatches(app, submissionId, ranked) {
  const collection = app.findCollectionByNameOrId("intake_matches");
  const matches = ranked.matches.map((m) => {
    const kept = { rank: m.rank, score: m.score, partial: m.partial, shared: m.shared };
    // Stored in English (what owners and the site team read); shown in the family's language.
    const stored = {
      submission: submissionId,
      center: m.centerId,
      availability_at_match: m.availability,
      reasons: m.reasons,
      cautions: m.cautions,
    };
    app.save(new Record(collection, Object.assign(stored, kept)));
    return Object.assign(kept, { reasons: m.familyReasons, cautions: m.familyCautions, center: m.center });
  });
  return { kind: ranked.kind, matches: matches };
}

module.exports = {
  plain,
  isBot,
  decoyResponse,
  checkSubmission,
  rank,
  storeMatches,
  centerUrl,
  statusUrl,
  centerSummary,
};
