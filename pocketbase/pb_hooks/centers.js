/// <reference path="../pb_data/types.d.ts" />
// Helpers for centers.pb.js. Keep slugify identical to src/lib/slug.ts (an integration
// test checks both on the same names).

/** Lowercased name, accents folded, non-alphanumerics removed, spaces turned into single hyphens. */
function slugify(name) {
  const slug = String(name || "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
  return slug || "center";
}

/** The next free center number: one above the highest in use (1 for the first). */
function nextCenterNumber(app) {
  const row = new DynamicModel({ max: 0 });
  app.db().newQuery("SELECT COALESCE(MAX(number), 0) AS max FROM centers").one(row);
  return row.max + 1;
}

module.exports = { slugify, nextCenterNumber };
