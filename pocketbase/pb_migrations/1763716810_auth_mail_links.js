/// <reference path="../pb_data/types.d.ts" />
// Account mails land on the site, not on PocketBase's admin UI: the verification link opens
// /auth/confirm-verification and the password reset link /auth/reset-password (both pages call
// the SDK with the token, then go on to /dashboard). {APP_URL} is the site (settings.meta.appURL
// follows SITE_URL, see pb_hooks/settings.pb.js).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const button = (href, label) =>
      `<p>\n  <a class="btn" href="${href}" target="_blank" rel="noopener">${label}</a>\n</p>\n` +
      `<p>Or open this link: ${href}</p>`;

    users.verificationTemplate.subject = "Verify your {APP_NAME} email";
    users.verificationTemplate.body = [
      "<p>Hello,</p>",
      "<p>Thank you for joining {APP_NAME}.</p>",
      "<p>Click on the button below to verify your email address.</p>",
      button("{APP_URL}/auth/confirm-verification?token={TOKEN}", "Verify"),
      "<p><i>If you didn't recently register, please ignore this email.</i></p>",
      "<p>Thanks,<br/>{APP_NAME} team</p>",
    ].join("\n");

    users.resetPasswordTemplate.subject = "Reset your {APP_NAME} password";
    users.resetPasswordTemplate.body = [
      "<p>Hello,</p>",
      "<p>Click on the button below to reset your password.</p>",
      button("{APP_URL}/auth/reset-password?token={TOKEN}", "Reset password"),
      "<p><i>If you didn't ask to reset your password, please ignore this email.</i></p>",
      "<p>Thanks,<br/>{APP_NAME} team</p>",
    ].join("\n");

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const body = (path, label) =>
      `<p>Hello,</p>\n<p><a class="btn" href="{APP_URL}/_/#/auth/${path}/{TOKEN}" target="_blank" rel="noopener">${label}</a></p>`;
    users.verificationTemplate.body = body("confirm-verification", "Verify");
    users.resetPasswordTemplate.body = body("confirm-password-reset", "Reset password");
    app.save(users);
  },
);
