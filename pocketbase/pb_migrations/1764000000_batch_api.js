/// <reference path="../pb_data/types.d.ts" />
// PocketBase's batch API (POST /api/batch), off since the settings migration: bulk writes
// (the seed, the benchmark's generated centers) send their records in chunks, each chunk one
// transaction, instead of one request and one transaction per record. Every request
// in a batch still passes its collection's API rules, rate limits and hooks; the "/api/batch"
// rate limit (3 a second per client) stays. The seed and the bench send up to this many
// records a request (pocketbase/seed/batch.ts); 50 keeps one client from holding the single
// writer for long.
migrate(
  (app) => {
    const settings = app.settings();
    settings.batch.enabled = true;
    settings.batch.maxRequests = 50;
    settings.batch.timeout = 10;
    settings.batch.maxBodySize = 16 * 1024 * 1024;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.batch.enabled = false;
    settings.batch.maxRequests = 50;
    settings.batch.timeout = 3;
    settings.batch.maxBodySize = 0;
    app.save(settings);
  },
);
