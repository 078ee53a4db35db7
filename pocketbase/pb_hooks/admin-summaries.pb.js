/// <reference path="../pb_data/types.d.ts" />
// 'Generate Location Summaries' (owner-admin-side.md sections 2 and 7), admins only. The site
// server computes the summaries (src/features/admin/location-summaries/location-summaries.ts, with the
// admin's own token) and hands them all here at once:
//   POST /api/admin/location-summaries {summaries: [{id, summary}]} -> {success, message, updated}
// Everything is written in one transaction, then the site is asked to rebuild once (not once
// per center). Only area_summary (the directory's description of the area) changes: the
// owner's own Location Overview (location_summary) is never overwritten, and the centers'
// `updated` stamp stays, so the data quality view still sees which listings their owners keep
// current.

routerAdd(
  "POST",
  "/api/admin/location-summaries",
  (e) => {
    require(`${__hooks}/roles.js`).requireAdmin(e);
    const MAX_SUMMARY = 5000;
    const MAX_CENTERS = 50000;
    const summaries = e.requestInfo().body.summaries;
    const valid =
      Array.isArray(summaries) &&
      summaries.length <= MAX_CENTERS &&
      summaries.every(
        (s) =>
          s &&
          typeof s.id === "string" &&
          /^[a-z0-9]{15}$/.test(s.id) &&
          typeof s.summary === "string" &&
          s.summary.length <= MAX_SUMMARY,
      );
    if (!valid) {
      const error = "Location summaries must be a list of {id, summary} of at most 5,000 characters each.";
      return e.json(400, { success: false, message: error, error: error });
    }

    let updated = 0;
    e.app.runInTransaction((txApp) => {
      for (const s of summaries) {
        const result = txApp
          .db()
          .newQuery("UPDATE centers SET area_summary = {:summary} WHERE id = {:id}")
          .bind({ summary: s.summary, id: s.id })
          .execute();
        updated += result.rowsAffected();
      }
    });
    const { requestSiteRebuild } = require(`${__hooks}/rebuild.js`);
    requestSiteRebuild("location summaries");
    const message = `Location summaries written for ${updated} ${updated === 1 ? "center" : "centers"}.`;
    return e.json(200, { success: true, message: message, updated: updated });
  },
  $apis.requireAuth(),
);
