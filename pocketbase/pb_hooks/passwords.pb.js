/// <reference path="../pb_data/types.d.ts" />
// Passwords and sign-ins of the users collection, on the server:
//  - a new password (sign-up, change, reset) follows src/lib/password-rule.ts: 8 to 71
//    characters, not only spaces, not a common password; the 400 names the reason;
//  - failed sign-ins are counted per account (passwords.js), on top of PocketBase's
//    per-address rate limit: past the limit every sign-in to it waits out the window (429),
//    the right password too, and a password reset lifts it for its owner.

onRecordCreateRequest((e) => {
  require(`${__hooks}/passwords.js`).checkNewPassword(e);
  e.next();
}, "users");

onRecordUpdateRequest((e) => {
  require(`${__hooks}/passwords.js`).checkNewPassword(e);
  e.next();
}, "users");

onRecordConfirmPasswordResetRequest((e) => {
  const passwords = require(`${__hooks}/passwords.js`);
  passwords.checkNewPassword(e);
  e.next();
  passwords.clearFailures(e.app, passwords.identityOf(e.record.email()));
}, "users");

onRecordAuthWithPasswordRequest((e) => {
  const passwords = require(`${__hooks}/passwords.js`);
  const { PASSWORD_MESSAGES } = require(`${__hooks}/site-bundle.js`);
  const identity = passwords.identityOf(e.identity);
  if (passwords.isLockedOut(e.app, identity)) throw new TooManyRequestsError(PASSWORD_MESSAGES.tooManySignIns);
  try {
    e.next();
  } catch (err) {
    passwords.recordFailure(e.app, identity);
    throw err;
  }
  passwords.clearFailures(e.app, identity);
}, "users");

cronAdd("signInFailuresPrune", "*/30 * * * *", () => {
  require(`${__hooks}/passwords.js`).pruneFailures($app);
});
