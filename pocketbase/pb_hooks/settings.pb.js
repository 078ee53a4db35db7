/// <reference path="../pb_data/types.d.ts" />
// Environment-driven settings (SMTP, app URL, trusted proxy headers, backups) follow .env at
// every start; the settings migrations set them once, this keeps them current.
onBootstrap((e) => {
  e.next();
  const env = (name) => $os.getenv(name);
  const settings = e.app.settings();
  let changed = false;
  const set = (section, key, value) => {
    if (value === undefined || value === "" || settings[section][key] === value) return;
    settings[section][key] = value;
    changed = true;
  };

  set("meta", "appURL", env("SITE_URL"));
  set("meta", "senderAddress", env("MAIL_SENDER_ADDRESS"));
  set("meta", "senderName", env("MAIL_SENDER_NAME"));
  if (env("SMTP_HOST")) {
    set("smtp", "enabled", true);
    set("smtp", "host", env("SMTP_HOST"));
    set("smtp", "port", parseInt(env("SMTP_PORT") || "587", 10));
    set("smtp", "username", env("SMTP_USERNAME"));
    set("smtp", "password", env("SMTP_PASSWORD"));
    set("smtp", "tls", env("SMTP_TLS") === "true");
  }
  // Scheduled backups (on by default: pb_migrations/*_scheduled_backups.js), to S3 when set.
  set("backups", "cron", env("BACKUP_CRON"));
  if (env("BACKUP_KEEP")) set("backups", "cronMaxKeep", parseInt(env("BACKUP_KEEP"), 10));
  if (env("BACKUP_S3_BUCKET")) {
    const s3 = settings.backups.s3;
    const want = {
      enabled: true,
      bucket: env("BACKUP_S3_BUCKET"),
      region: env("BACKUP_S3_REGION"),
      endpoint: env("BACKUP_S3_ENDPOINT"),
      accessKey: env("BACKUP_S3_ACCESS_KEY"),
      secret: env("BACKUP_S3_SECRET"),
      forcePathStyle: env("BACKUP_S3_FORCE_PATH_STYLE") === "true",
    };
    for (const key in want) {
      if (s3[key] === want[key]) continue;
      s3[key] = want[key];
      changed = true;
    }
  }
  const headers = env("PB_TRUSTED_PROXY_HEADERS");
  if (headers && headers !== settings.trustedProxy.headers.join(",")) {
    settings.trustedProxy.headers = headers.split(",").map((h) => h.trim());
    changed = true;
  }
  if (changed) e.app.save(settings);
});
