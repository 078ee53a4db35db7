/// <reference path="../pb_data/types.d.ts" />
// Centers: server-assigned slug and create-time defaults (the number: pocketbase/centers.go).
// Hook handlers run in a pool of runtimes, so nothing here keeps state between calls.

onRecordCreate((e) => {
  const { slugify } = require(`${__hooks}/site-bundle.js`);
  e.record.set("slug", slugify(e.record.getString("company_name")));
  if (!e.record.getString("state")) e.record.set("state", "Minnesota");
  e.next();
}, "centers");

onRecordUpdate((e) => {
  const { slugify } = require(`${__hooks}/site-bundle.js`);
  e.record.set("slug", slugify(e.record.getString("company_name")));
  e.next();
}, "centers");

// The number is assigned in Go (pocketbase/centers.go) inside the create's transaction opened
// below, so concurrent creates cannot take the same one; the unique index stays as a guard.

// A center created through the API by a non-admin is the creator's, pending review,
// unclaimed, not premium or featured, without an access code (spec: Add Center).
onRecordCreateRequest((e) => {
  const { actsAsAdmin } = require(`${__hooks}/roles.js`);
  const body = e.requestInfo().body;
  if (body.ai_chat_enabled === undefined) e.record.set("ai_chat_enabled", true);
  if (!actsAsAdmin(e)) {
    e.record.set("owner", e.auth.id);
    e.record.set("approved", "pending");
    e.record.set("claimed", false);
    e.record.set("premium", false);
    e.record.set("featured", false);
  }
  if (!e.hasSuperuserAuth()) require(`${__hooks}/centers.js`).checkPublishable(e.record);
  // PocketBase transactions hold its single write connection: creates run one at a time.
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
  });
}, "centers");

// Owners' and admins' saves are checked with the build's schema (centers.js checkPublishable);
// superusers (seeding, imports) are trusted, and the build still leaves out a record that
// does not fit.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/centers.js`).checkPublishable(e.record);
  e.next();
}, "centers");

// Who reads the hidden access_code is decided per record in Go (pocketbase/visibility.go): a JS
// onRecordEnrich here would run for every center of every answer (issue 16).
