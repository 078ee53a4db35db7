/// <reference path="../pb_data/types.d.ts" />
// Brute-force protection for access codes (8 digits: 10^8 guesses). Two layers:
//  - PocketBase's per-IP rate limiter on the two routes that test a code (pb_hooks/claims.pb.js),
//    which also throttles correct codes and so bounds the request rate itself;
//  - claim_attempts, a server-side log of wrong codes per client IP and per account, which the
//    routes count over a sliding window and then refuse every code (right or wrong) until the
//    window has passed. It survives restarts, and only superusers (the hooks) read or write it.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "claim_attempts",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "ip", max: 64 },
          { type: "text", name: "user", max: 32 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: [
          "CREATE INDEX idx_claim_attempts_ip ON claim_attempts (ip, created)",
          "CREATE INDEX idx_claim_attempts_user ON claim_attempts (user, created)",
        ],
      }),
    );

    const settings = app.settings();
    const ours = [
      { label: "POST /api/centers/verify-code", maxRequests: 10, duration: 60, audience: "" },
      { label: "POST /api/centers/claim", maxRequests: 10, duration: 60, audience: "" },
    ];
    const labels = ours.map((rule) => rule.label);
    // Exact labels win over the "/api/" prefix rule whatever their position in the list.
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) < 0).concat(ours);
    app.save(settings);
  },
  (app) => {
    const labels = ["POST /api/centers/verify-code", "POST /api/centers/claim"];
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) < 0);
    app.save(settings);
    app.delete(app.findCollectionByNameOrId("claim_attempts"));
  },
);
