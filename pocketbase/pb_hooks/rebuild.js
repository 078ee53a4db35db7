/// <reference path="../pb_data/types.d.ts" />
// Asks the site server to rebuild the static pages (DESIGN.md decision 3).

/**
 * Asks the site to rebuild, for a reason (collection and record id), naming the public pages
 * the change alters (`paths`, which the site serves fresh at once): handed to Go
 * (pocketbase/rebuild.go), which POSTs to SITE_REBUILD_URL with SITE_REBUILD_TOKEN off the
 * write's path, one request at a time with the changes gathered meanwhile, and does nothing
 * when either is unset. The site debounces and builds off its serving path.
 */
function requestSiteRebuild(reason, paths) {
  $siteRebuild.request(reason, paths || []);
}

/** The record as plain JSON, as the API would answer it (hidden fields left out). */
function plain(record) {
  return record ? JSON.parse(JSON.stringify(record)) : null;
}

/** The center a picture, video or posting belongs to, as plain JSON; null when it is gone. */
function centerOf(app, record) {
  const id = record.getString("center");
  if (!id) return null;
  try {
    return plain(app.findRecordById("centers", id));
  } catch (err) {
    // Deleted with its center: the center's own delete asked for the rebuild.
    app.logger().debug("No center for a rebuild check", "center", id, "error", String(err));
    return null;
  }
}

/** The ids of a center's job postings (their pages show the center's name and town). */
function jobIdsOf(app, centerId) {
  return app.findRecordsByFilter("job_postings", "center = {:id}", "", 0, 0, { id: centerId }).map((job) => job.id);
}

/**
 * Asks for a rebuild when the write changed what a public page shows (site-bundle's
 * altersPublicPage): others, such as an empty update of a pending center, ask nothing.
 */
function rebuildIfPublic(app, record, before, after) {
  const { altersPublicPage, isPublicApproval, publicPaths } = require(`${__hooks}/site-bundle.js`);
  const collection = record.collection().name;
  const hasCenter = collection !== "centers" && collection !== "plans";
  const center = hasCenter ? centerOf(app, record) : null;
  const change = {
    collection: collection,
    before: plain(before),
    after: plain(after),
    centerPublic: hasCenter ? center !== null && isPublicApproval(String(center.approved)) : undefined,
    center: center,
    now: new Date(),
  };
  if (!altersPublicPage(change)) {
    // A posting deleted with its center (which is gone, so whether it was public is unknown):
    // its page must go as fast as the center's, whose delete asks for the build anyway.
    if (collection === "job_postings" && after === null && center === null) {
      requestSiteRebuild(`${collection} ${record.id}`, publicPaths(change));
    }
    return;
  }
  if (collection === "centers") change.jobIds = jobIdsOf(app, record.id);
  requestSiteRebuild(`${collection} ${record.id}`, publicPaths(change));
}

module.exports = { requestSiteRebuild, rebuildIfPublic };
