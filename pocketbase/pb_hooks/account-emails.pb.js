/// <reference path="../pb_data/types.d.ts" />
// E-mail addresses of accounts (account-emails.js):
//  - stored trimmed and lowercased, however they were typed (sign-up, an admin's edit, a
//    confirmed change); the unique index compares them without case (migration);
//  - a sign-up with a taken address answers exactly as one with a free address (200, the same
//    record shape) and mails the owner of the address instead of making a second account, so
//    sign-up never tells which addresses have an account;
//  - a password-reset mail goes to an address at most once every few minutes; further requests
//    answer the same 204 and send nothing;
//  - the verification and reset mails are written in the account's language (the page that
//    asked for them sends it; else the one stored at sign-up) and link to that language's pages.

onRecordCreate((e) => {
  const { normalEmail } = require(`${__hooks}/account-emails.js`);
  if (e.record.email()) e.record.setEmail(normalEmail(e.record.email()));
  e.next();
}, "users");

onRecordUpdate((e) => {
  const { normalEmail } = require(`${__hooks}/account-emails.js`);
  if (e.record.email()) e.record.setEmail(normalEmail(e.record.email()));
  e.next();
}, "users");

onRecordCreateRequest((e) => {
  const emails = require(`${__hooks}/account-emails.js`);
  // Staff creating accounts (admins, superusers) are told plainly that an address is taken.
  if (e.auth) return e.next();
  // The password is judged first, as for any sign-up (passwords.pb.js checks it again later).
  require(`${__hooks}/passwords.js`).checkNewPassword(e);
  const owner = emails.accountWithEmail(e.app, emails.normalEmail(e.record.email()));
  if (!owner) return e.next();
  emails.mailOwnerOfTakenAddress(e.app, owner);
  return e.json(200, emails.signUpLookalike(e));
}, "users");

onRecordRequestPasswordResetRequest((e) => {
  const { mayMailReset, useRequestedLanguage } = require(`${__hooks}/account-emails.js`);
  if (!mayMailReset(e.app, e.record.email())) return e.noContent(204);
  useRequestedLanguage(e);
  e.next();
}, "users");

onRecordRequestVerificationRequest((e) => {
  require(`${__hooks}/account-emails.js`).useRequestedLanguage(e);
  e.next();
}, "users");

// The account mails PocketBase sends, in the account's language with links to its pages.
onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/account-emails.js`).localizeAuthMail(e, "verification");
  e.next();
}, "users");

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/account-emails.js`).localizeAuthMail(e, "reset");
  e.next();
}, "users");
