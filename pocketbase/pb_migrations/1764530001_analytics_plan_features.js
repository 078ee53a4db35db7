/// <reference path="../pb_data/types.d.ts" />
// The plans' analytics lines say what is built (pocketbase/seed/demo-plans.ts says
// the same for new databases): basic analytics is every plan's 30-day totals, advanced
// analytics premium's daily chart, 12 months and CSV export.
const NAMES = {
  "Basic analytics": "Basic analytics: 30-day totals of views, clicks and requests",
  "Advanced analytics": "Advanced analytics: daily chart, 12 months, CSV export",
};

/** Renames the features of every plan by `names` (old -> new); other features stay. */
function renameFeatures(app, names) {
  for (const plan of app.findAllRecords("plans")) {
    const features = JSON.parse(JSON.stringify(plan.get("features") || []));
    if (!Array.isArray(features)) continue;
    const renamed = features.map((f) => names[f] || f);
    if (JSON.stringify(renamed) === JSON.stringify(features)) continue;
    plan.set("features", renamed);
    app.save(plan);
  }
}

migrate(
  (app) => {
    renameFeatures(app, NAMES);
  },
  (app) => {
    const back = {};
    for (const old in NAMES) back[NAMES[old]] = old;
    renameFeatures(app, back);
  },
);
