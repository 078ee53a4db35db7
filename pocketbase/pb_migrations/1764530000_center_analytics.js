/// <reference path="../pb_data/types.d.ts" />
// Per-center analytics. center_analytics holds one row per center, day (Minnesota
// date) and metric with its count, written only by pb_hooks/analytics*.js (an upsert, no
// record machinery). Only the center's owner and admins read it; a free owner only the rows of
// the last 30 days (strftime works in UTC: one day of slack against Minnesota's date), the
// premium plan's 12 months through GET /api/analytics/centers/{id}, which refuses free plans
// longer periods with the premium message.
// analytics_visits holds, for the current day only, a salted hash per visitor, center and
// metric: the salt lives in memory and changes every day, so no address or user agent can be
// recovered from it. Nobody but the superuser reads it.
migrate(
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    const isAdmin = '@request.auth.role = "admin"';
    const isOwner = '@request.auth.id != "" && center.owner = @request.auth.id';
    const inPlan = "(center.owner_premium = true || day >= strftime('%Y-%m-%d', 'now', '-30 days'))";
    const readRule = `${isAdmin} || (${isOwner} && ${inPlan})`;
    const analytics = new Collection({
      type: "base",
      name: "center_analytics",
      listRule: readRule,
      viewRule: readRule,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "center",
          collectionId: centers.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "text", name: "day", required: true, pattern: "^\\d{4}-\\d{2}-\\d{2}$", max: 10 },
        {
          type: "select",
          name: "metric",
          required: true,
          maxSelect: 1,
          values: [
            "page_view",
            "directory_appearance",
            "call",
            "website",
            "directions",
            "email",
            "intake_share",
            "job_view",
            "application",
          ],
        },
        { type: "number", name: "count", onlyInt: true, min: 0 },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_center_analytics_key ON center_analytics (center, day, metric)"],
    });
    app.save(analytics);

    const visits = new Collection({
      type: "base",
      name: "analytics_visits",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "visit", required: true, max: 64 },
        { type: "text", name: "day", required: true, max: 10 },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_analytics_visits_visit ON analytics_visits (visit)",
        "CREATE INDEX idx_analytics_visits_day ON analytics_visits (day)",
      ],
    });
    app.save(visits);

    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.concat([
      { label: "POST /api/analytics/hit", maxRequests: 120, duration: 60, audience: "" },
      { label: "GET /api/analytics/centers", maxRequests: 60, duration: 60, audience: "" },
    ]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label.indexOf("/api/analytics/") < 0);
    app.save(settings);
    app.delete(app.findCollectionByNameOrId("analytics_visits"));
    app.delete(app.findCollectionByNameOrId("center_analytics"));
  },
);
