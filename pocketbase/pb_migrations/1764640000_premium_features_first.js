/// <reference path="../pb_data/types.d.ts" />
// A premium plan's card shows its first five features, then '+N more features': list what
// premium adds first (pocketbase/seed/demo-plans.ts, the order for new databases), so the card
// shows featured placement and advanced analytics rather than what the free plan has too.
//
// It also makes the renames 1764530001 meant to make: that migration read the JSON field with
// plan.get(), a byte array in the JS runtime, and changed nothing. getString() is the JSON text.
const NAMES = {
  "Basic analytics": "Basic analytics: 30-day totals of views, clicks and requests",
  "Advanced analytics": "Advanced analytics: daily chart, 12 months, CSV export",
};
const PREMIUM_FIRST = [
  "Featured placement",
  "Advanced analytics: daily chart, 12 months, CSV export",
  "Logo upload",
  "Multiple images",
  "Video gallery",
  "Video testimonials",
  "Social media links",
  "Priority support",
];

/** Sets every plan's features to `change(features, plan)` where that differs. */
function changePlans(app, change) {
  for (const plan of app.findAllRecords("plans")) {
    let features;
    try {
      features = JSON.parse(plan.getString("features") || "[]");
    } catch {
      continue;
    }
    if (!Array.isArray(features)) continue;
    const next = change(features, plan);
    if (JSON.stringify(next) === JSON.stringify(features)) continue;
    plan.set("features", next);
    app.save(plan);
  }
}

/** `features` renamed by `names` (old -> new). */
const rename = (features, names) => features.map((f) => names[f] || f);

/** `first` (those the plan has) ahead of the plan's other features, which keep their order. */
function leading(features, first) {
  const ahead = first.filter((f) => features.includes(f));
  return [...ahead, ...features.filter((f) => !ahead.includes(f))];
}

/** Whether the plan is a premium plan (its card is the one with '+N more features'). */
const isPremium = (plan) => plan.get("type") === "premium";

migrate(
  (app) =>
    changePlans(app, (features, plan) => {
      const renamed = rename(features, NAMES);
      return isPremium(plan) ? leading(renamed, PREMIUM_FIRST) : renamed;
    }),
  (app) => {
    const back = {};
    for (const old in NAMES) back[NAMES[old]] = old;
    changePlans(app, (features, plan) => {
      // The free features first again, premium's after them; then the short names.
      const extras = PREMIUM_FIRST.filter((f) => features.includes(f));
      const ordered = isPremium(plan) ? [...features.filter((f) => !extras.includes(f)), ...extras] : features;
      return rename(ordered, back);
    });
  },
);
