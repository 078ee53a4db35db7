/// <reference path="../pb_data/types.d.ts" />
// Helpers for owner-centers.pb.js: whether a save sets a premium field (src/domain/plan/premium.ts, from
// site-bundle.js), which are the families-facing facts, and the server-side stamps of when those
// were last confirmed.

/** The families-facing facts: sending any of them confirms them (stamps facts_updated). */
function factFields() {
  const { HOUR_FIELDS } = require(`${__hooks}/site-bundle.js`);
  return [
    "ages_served",
    "insurance_accepted",
    "languages",
    "service_settings",
    "accepting_clients",
    "waitlist_weeks",
    "working_hours",
  ].concat(HOUR_FIELDS);
}

/** A change to either of these stamps availability_updated. */
const AVAILABILITY_FIELDS = ["accepting_clients", "waitlist_weeks"];

/** A field's value as comparable text ('' for empty lists and JSON null). */
function valueText(record, field) {
  const text = record.getString(field);
  return text === "[]" || text === "null" ? "" : text;
}

/**
 * The feature of the first premium field this save sets to a new, non-empty value, or ''.
 * Clearing a premium field stays allowed (an owner who left premium may remove old links).
 */
function premiumFeatureSet(record, isNew) {
  const { PREMIUM_FIELDS } = require(`${__hooks}/site-bundle.js`);
  for (const field in PREMIUM_FIELDS) {
    const value = valueText(record, field);
    if (value === "") continue;
    if (isNew || value !== valueText(record.original(), field)) return PREMIUM_FIELDS[field];
  }
  return "";
}

/**
 * Stamps facts_updated when the request sends any families-facing fact, and
 * availability_updated when the availability changed; otherwise keeps the stored stamps, so a
 * client can never set them itself.
 */
function stampFacts(record, body, isNew) {
  const now = new DateTime();
  const sent = factFields().some((f) => body[f] !== undefined);
  record.set("facts_updated", sent ? now : isNew ? "" : record.original().get("facts_updated"));
  const original = record.original();
  const changed = AVAILABILITY_FIELDS.some((f) =>
    isNew
      ? valueText(record, f) !== "" && valueText(record, f) !== "0"
      : valueText(record, f) !== valueText(original, f),
  );
  record.set("availability_updated", changed ? now : isNew ? "" : original.get("availability_updated"));
}

module.exports = { premiumFeatureSet, stampFacts };
