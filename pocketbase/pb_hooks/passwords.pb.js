/// <reference path="../pb_data/types.d.ts" />
// Passwords and sign-ins of the users collection, on the server:
//  - a new password (sign-up, change, reset) follows src/lib/password-rule.ts: 8 to 71
//    characters, not only spaces, not a common password; the 400 names the reason;
//  - failed sign-ins are counted per account and client address (passwords.js), on top of
//    PocketBase's per-address rate limit: an address that failed too often for an account
//    waits, longer after each further failure (429 saying how long); an address that has not
//    failed signs in at once, so nobody can lock the owner (or the superuser) out. A password
//    reset forgets the account's failures.

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
  passwords.clearFailures(e.app, passwords.identityOf("users", e.record.email()));
}, "users");

onRecordAuthWithPasswordRequest((e) => {
  require(`${__hooks}/passwords.js`).guardSignIn(e, "users");
}, "users");

// The superuser's sign-in is guarded the same way (PocketBase itself only rate-limits it).
onRecordAuthWithPasswordRequest((e) => {
  require(`${__hooks}/passwords.js`).guardSignIn(e, "_superusers");
}, "_superusers");

cronAdd("signInFailuresPrune", "*/30 * * * *", () => {
  require(`${__hooks}/passwords.js`).pruneFailures($app);
});
