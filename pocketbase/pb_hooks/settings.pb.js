/// <reference path="../pb_data/types.d.ts" />
// Environment-driven settings (SMTP, app URL, trusted proxy headers) follow .env at every
// start; the settings migration set them once, this keeps them current.
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
  const headers = env("PB_TRUSTED_PROXY_HEADERS");
  if (headers && headers !== settings.trustedProxy.headers.join(",")) {
    settings.trustedProxy.headers = headers.split(",").map((h) => h.trim());
    changed = true;
  }
  if (changed) e.app.save(settings);
});
