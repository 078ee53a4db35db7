/// <reference path="../pb_data/types.d.ts" />
// Helpers for centers.pb.js (the slug rule itself is src/lib/slug.ts, from site-bundle.js).

/** The next free center number: one above the highest in use (1 for the first). */
function nextCenterNumber(app) {
  const row = new DynamicModel({ max: 0 });
  app.db().newQuery("SELECT COALESCE(MAX(number), 0) AS max FROM centers").one(row);
  return row.max + 1;
}

module.exports = { nextCenterNumber };
