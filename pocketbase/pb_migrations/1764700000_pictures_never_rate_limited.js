/// <reference path="../pb_data/types.d.ts" />
// Pictures on public pages are never rate-limited: Caddy (server/Caddyfile) fetches every
// /api/files/ request from 127.0.0.2 without the visitor's address, and the rate limiter leaves
// that address alone. Everything else keeps its limits per visitor (Caddy sends their address in
// X-Forwarded-For, which PB_TRUSTED_PROXY_HEADERS lets PocketBase read). A page with a dozen
// pictures, fetched by many visitors or a crawler at once, would otherwise run into the /api/
// limit, which counts every request of one address.
migrate(
  (app) => {
    const settings = app.settings();
    const excluded = settings.rateLimits.excludedIPs ?? [];
    if (!excluded.includes("127.0.0.2")) {
      settings.rateLimits.excludedIPs = [...excluded, "127.0.0.2"];
      app.save(settings);
    }
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.excludedIPs = (settings.rateLimits.excludedIPs ?? []).filter((ip) => ip !== "127.0.0.2");
    app.save(settings);
  },
);
