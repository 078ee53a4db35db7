/// <reference path="../pb_data/types.d.ts" />
// Helpers for account-emails.pb.js: one account per e-mail address whatever its case, a
// sign-up that answers alike for a taken and a free address, and at most one reset mail per
// address every few minutes.

/** Password-reset mails per address: one per this many seconds. */
const RESET_MAIL_SECONDS = 5 * 60;

/** An e-mail address as stored: trimmed and lowercased. */
function normalEmail(text) {
  return String(text || "")
    .trim()
    .toLowerCase();
}

/** The account with this address (compared without case), or null. */
function accountWithEmail(app, email) {
  try {
    return app.findAuthRecordByEmail("users", email);
  } catch {
    return null;
  }
}

/**
 * Tells the owner of a taken address that someone tried to sign up with it, with the ways back
 * in, instead of telling the person signing up that the address is taken.
 */
function mailOwnerOfTakenAddress(app, owner) {
  const { sendMail } = require(`${__hooks}/mail.js`);
  const mail = accountMail(app, "taken", owner.getString("language"), "");
  sendMail(app, owner.email(), mail.subject, mail.blocks);
}

/**
 * An account mail (site-bundle.js accountMail: 'verification', 'reset' or 'taken') in a
 * language of the site, English for any other value, with the token for its link.
 */
function accountMail(app, kind, language, token) {
  const meta = app.settings().meta;
  return require(`${__hooks}/site-bundle.js`).accountMail(kind, language, {
    siteUrl: meta.appURL.replace(/\/$/, ""),
    siteName: meta.appName,
    token: token,
  });
}

/**
 * Rewrites PocketBase's verification or reset mail (a mailer event for a users record) in the
 * account's language: the one the page that asked for it sent, else the stored one.
 */
function localizeAuthMail(e, kind) {
  const { renderBlocks } = require(`${__hooks}/mail.js`);
  const mail = accountMail(e.app, kind, e.record.getString("language"), String(e.meta.token || ""));
  const rendered = renderBlocks(mail.blocks);
  e.message.subject = mail.subject;
  e.message.html = rendered.html;
  e.message.text = rendered.text;
}

/**
 * The language the page that asks for a verification or reset mail sends (the request body's
 * `language`), when it is one of the site's: set on the account for this mail only, never
 * stored (the request is not the account holder's to change it).
 */
function useRequestedLanguage(e) {
  const body = require(`${__hooks}/raw-body.js`).rawBody(e);
  const language = body && typeof body.language === "string" ? body.language : "";
  // The site's languages as the pages know them (src/lib/i18n/locales.ts).
  const { LOCALES } = require(`${__hooks}/site-bundle.js`);
  if (LOCALES.indexOf(language) >= 0) e.record.set("language", language);
}

/**
 * What a successful sign-up answers, for one that was not made because the address is taken:
 * the same record shape with a new id, so the two cannot be told apart.
 */
function signUpLookalike(e) {
  const record = e.record;
  const now = new DateTime();
  record.set("id", $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"));
  if (!record.getString("role")) record.set("role", "user");
  record.set("verified", false);
  record.set("created", now);
  record.set("updated", now);
  return record;
}

/** Whether a reset mail may go to this address now (counts it when it may). */
function mayMailReset(app, email) {
  const { take } = require(`${__hooks}/rate-limits.js`);
  return take(app, "reset-mail:" + normalEmail(email), 1, RESET_MAIL_SECONDS);
}

module.exports = {
  normalEmail,
  accountWithEmail,
  mailOwnerOfTakenAddress,
  localizeAuthMail,
  useRequestedLanguage,
  signUpLookalike,
  mayMailReset,
  RESET_MAIL_SECONDS,
};
