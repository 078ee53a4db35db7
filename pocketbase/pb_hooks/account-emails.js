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
  const site = app.settings().meta.appURL.replace(/\/$/, "");
  sendMail(app, owner.email(), "Someone tried to create an account with your e-mail address", [
    {
      text: "Someone, perhaps you, tried to create a new account with this e-mail address. You already have an account, so no new one was made.",
    },
    {
      text: "If it was you, sign in instead. If you forgot your password, choose 'Forgot password?' on the sign-in page to set a new one.",
    },
    { link: ["Sign in", `${site}/auth`] },
    { text: "If it was not you, you can ignore this message: nothing about your account has changed." },
  ]);
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
  signUpLookalike,
  mayMailReset,
  RESET_MAIL_SECONDS,
};
