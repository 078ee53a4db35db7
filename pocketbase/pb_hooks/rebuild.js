/// <reference path="../pb_data/types.d.ts" />
// Asks the site server to rebuild the static pages (DESIGN.md decision 3).

/**
 * Asks the site to rebuild, for a reason (collection and record id): handed to Go
 * (pocketbase/rebuild.go), which POSTs to SITE_REBUILD_URL with SITE_REBUILD_TOKEN off the
 * write's path, one request at a time with the reasons gathered meanwhile, and does nothing
 * when either is unset. The site debounces and builds off its serving path.
 */
function requestSiteRebuild(reason) {
  $siteRebuild.request(reason);
}

/** The record as plain JSON, as the API would answer it (hidden fields left out). */
function plain(record) {
  return record ? JSON.parse(JSON.stringify(record)) : null;
}

/** Whether the center a picture, video or posting belongs to is public (the site shows it). */
function centerIsPublic(app, record) {
  const { isPublicApproval } = require(`${__hooks}/site-bundle.js`);
  const id = record.getString("center");
  if (!id) return false;
  try {
    return isPublicApproval(app.findRecordById("centers", id).getString("approved"));
  } catch (err) {
    // Deleted with its center: the center's own delete asked for the rebuild.
    app.logger().debug("No center for a rebuild check", "center", id, "error", String(err));
    return false;
  }
}

/**
 * Asks for a rebuild when the write changed what a public page shows (site-bundle's
 * altersPublicPage, issue 12): others, such as an empty update of a pending center, ask nothing.
 */
function rebuildIfPublic(app, record, before, after) {
  const { altersPublicPage } = require(`${__hooks}/site-bundle.js`);
  const collection = record.collection().name;
  const hasCenter = collection !== "centers" && collection !== "plans";
  const change = {
    collection: collection,
    before: plain(before),
    after: plain(after),
    centerPublic: hasCenter ? centerIsPublic(app, record) : undefined,
    now: new Date(),
  };
  if (altersPublicPage(change)) requestSiteRebuild(`${collection} ${record.id}`);
}

module.exports = { requestSiteRebuild, rebuildIfPublic };
