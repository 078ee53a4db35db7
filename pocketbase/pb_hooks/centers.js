/// <reference path="../pb_data/types.d.ts" />
// Helpers for centers.pb.js (the slug rule and the build schema are src/lib/slug.ts and
// src/lib/center.ts, from site-bundle.js).

/** The next free center number: one above the highest in use (1 for the first). */
function nextCenterNumber(app) {
  const row = new DynamicModel({ max: 0 });
  app.db().newQuery("SELECT COALESCE(MAX(number), 0) AS max FROM centers").one(row);
  return row.max + 1;
}

/**
 * Refuses (400, one message per field) a center the build could not publish: the record as
 * it would be saved, checked with the build's own schema (src/lib/center.ts, site-bundle.js),
 * so no save can stop the site from rebuilding (issue 13).
 */
function checkPublishable(record) {
  const { checkCenterRecord } = require(`${__hooks}/site-bundle.js`);
  const { fieldsOrThrow } = require(`${__hooks}/raw-body.js`);
  fieldsOrThrow(checkCenterRecord(JSON.parse(JSON.stringify(record))));
}

module.exports = { nextCenterNumber, checkPublishable };
