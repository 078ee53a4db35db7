/// <reference path="../pb_data/types.d.ts" />
// Asks the site server to rebuild the static pages (DESIGN.md decision 3).

/**
 * POSTs to SITE_REBUILD_URL with SITE_REBUILD_TOKEN; does nothing when either is unset. The
 * site debounces and builds off its serving path, so this returns in milliseconds.
 */
function requestSiteRebuild(app, reason) {
  const url = $os.getenv("SITE_REBUILD_URL");
  const token = $os.getenv("SITE_REBUILD_TOKEN");
  if (!url || !token) return;
  try {
    const res = $http.send({ url: url, method: "POST", headers: { "X-Rebuild-Token": token }, timeout: 3 });
    if (res.statusCode !== 202) {
      app.logger().warn("The site refused a rebuild request", "status", res.statusCode, "reason", reason);
    }
  } catch (err) {
    // The site may not be running (seeding, maintenance): the next change asks again.
    app.logger().debug("Site rebuild request failed", "reason", reason, "error", String(err));
  }
}

module.exports = { requestSiteRebuild };
