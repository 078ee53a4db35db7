/// <reference path="../pb_data/types.d.ts" />
// App settings: name and URL, mail sender and SMTP from the environment, trusted proxy
// headers, and the rate limiter (off by default in PocketBase). pb_hooks/settings.pb.js
// re-applies the environment-driven values at every start, so a changed .env takes effect.
migrate(
  (app) => {
    const env = (name, fallback) => $os.getenv(name) || fallback;
    const settings = app.settings();

    settings.meta.appName = env("APP_NAME", "Minnesota Autism Center Directory");
    settings.meta.appURL = env("SITE_URL", "http://localhost:4321");
    settings.meta.senderName = env("MAIL_SENDER_NAME", settings.meta.appName);
    settings.meta.senderAddress = env("MAIL_SENDER_ADDRESS", "no-reply@example.org");

    settings.smtp.enabled = env("SMTP_HOST", "") !== "";
    settings.smtp.host = env("SMTP_HOST", "");
    settings.smtp.port = parseInt(env("SMTP_PORT", "587"), 10);
    settings.smtp.username = env("SMTP_USERNAME", "");
    settings.smtp.password = env("SMTP_PASSWORD", "");
    settings.smtp.tls = env("SMTP_TLS", "false") === "true";

    const headers = env("PB_TRUSTED_PROXY_HEADERS", "");
    settings.trustedProxy.headers = headers ? headers.split(",").map((h) => h.trim()) : [];
    settings.trustedProxy.useLeftmostIP = false;

    // Per client IP; superusers (server-side jobs) are never limited.
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: "*:auth", maxRequests: 5, duration: 10, audience: "" },
      { label: "*:create", maxRequests: 20, duration: 5, audience: "" },
      { label: "contact_messages:create", maxRequests: 5, duration: 600, audience: "" },
      { label: "intake_submissions:create", maxRequests: 10, duration: 600, audience: "" },
      { label: "job_applications:create", maxRequests: 10, duration: 600, audience: "" },
      { label: "/api/batch", maxRequests: 3, duration: 1, audience: "" },
      { label: "/api/", maxRequests: 300, duration: 10, audience: "" },
    ];

    settings.batch.enabled = false;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.smtp.enabled = false;
    settings.trustedProxy.headers = [];
    app.save(settings);
  },
);
