/// <reference path="../pb_data/types.d.ts" />
// Helpers for centers.pb.js: the build's schema check, whether a save sets a premium field
// (src/domain/plan/premium.ts), and the server-side stamps of when the families-facing facts
// were last confirmed. The rules come from the site's TypeScript through site-bundle.js.

/**
 * Refuses (400, one message per field) a center the build could not publish: the record as
 * it would be saved, checked with the build's own schema (src/domain/center/center.ts), so no
 * save can stop the site from rebuilding.
 */
function checkPublishable(record) {
  const { checkCenterRecord } = require(`${__hooks}/site-bundle.js`);
  const { fieldsOrThrow } = require(`${__hooks}/raw-body.js`);
  fieldsOrThrow(checkCenterRecord(JSON.parse(JSON.stringify(record))));
  checkClosingTimes(record);
}

/**
 * Refuses (400 on the day's `{day}_close`) a day whose closing time is not after its opening
 * time, with the rule of the owner's form (src/domain/center/opening-hours.ts). Only days this
 * save sets or changes: a save of other fields never fails on hours stored before the rule.
 */
function checkClosingTimes(record) {
  const { checkClosingTimes, WEEKDAYS } = require(`${__hooks}/site-bundle.js`);
  const { fieldsOrThrow } = require(`${__hooks}/raw-body.js`);
  const before = record.original();
  const days = WEEKDAYS.filter(
    (d) =>
      record.getString(d + "_open") !== before.getString(d + "_open") ||
      record.getString(d + "_close") !== before.getString(d + "_close"),
  );
  fieldsOrThrow(checkClosingTimes(JSON.parse(JSON.stringify(record)), days));
}

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

/**
 * An owner's or admin's create or save: the build's schema, the premium fields of a free
 * plan, and the facts' stamps (centers.pb.js gives the order with the Go hooks).
 */
function checkSave(e, isNew) {
  const { isPremium, premiumRequired } = require(`${__hooks}/owner-plan.js`);
  const { actsAsAdmin } = require(`${__hooks}/roles.js`);
  checkPublishable(e.record);
  const feature = premiumFeatureSet(e.record, isNew);
  if (feature && !actsAsAdmin(e) && !isPremium(e.app, e.auth.id)) throw premiumRequired(feature);
  stampFacts(e.record, e.requestInfo().body, isNew);
}

module.exports = { checkSave };
