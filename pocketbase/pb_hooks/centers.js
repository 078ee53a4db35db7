/// <reference path="../pb_data/types.d.ts" />
// Helpers for the centers' JS hooks (the build schema is src/domain/center/center.ts, from
// site-bundle.js; the number and the slug are assigned in Go, pocketbase/centers.go).

/**
 * Refuses (400, one message per field) a center the build could not publish: the record as
 * it would be saved, checked with the build's own schema (src/domain/center/center.ts, site-bundle.js),
 * so no save can stop the site from rebuilding (issue 13).
 */
function checkPublishable(record) {
  const { checkCenterRecord } = require(`${__hooks}/site-bundle.js`);
  const { fieldsOrThrow } = require(`${__hooks}/raw-body.js`);
  fieldsOrThrow(checkCenterRecord(JSON.parse(JSON.stringify(record))));
}

module.exports = { checkPublishable };
