/// <reference path="../pb_data/types.d.ts" />
// Rate limits of our own, kept in PocketBase so they hold across the site server's processes
// and survive its rebuilds and restarts: the chat's messages per visitor and per address (taken
// by the site server through POST /api/limits/take) and the password-reset mails per address
// (pb_hooks/rate-limits.js). One row per counted event, deleted once older than an hour (cron).
// Only superusers (the hooks and the site server's account) read or write it.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "rate_limit_hits",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "bucket", max: 200, required: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE INDEX idx_rate_limit_hits_bucket ON rate_limit_hits (bucket, created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("rate_limit_hits"));
  },
);
