/// <reference path="../pb_data/types.d.ts" />
// Helpers for the centers' JS hooks (the build schema is src/lib/center.ts, from
// site-bundle.js; the number and the slug are assigned in Go, pocketbase/centers.go).

/**
 * Refuses (400, one message per field) a center the build could not publish: the record as
 * it would be saved, checked with the build's own schema (src/lib/center.ts, site-bundle.js),
 * so no save can stop the site from rebuilding (issue 13).
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

module.exports = { checkPublishable };
