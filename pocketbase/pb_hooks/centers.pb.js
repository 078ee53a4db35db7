/// <reference path="../pb_data/types.d.ts" />
// Centers: server-assigned number and slug, create-time defaults, and who may read the
// access code. Shared logic lives in centers.js (hook handlers run in a pool of runtimes,
// so nothing here keeps state between calls).

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

// The number is read and used inside the create's transaction (see onRecordCreateRequest
// below), so concurrent creates cannot take the same one; the unique index stays as a guard.
onRecordCreateExecute((e) => {
  const { nextCenterNumber } = require(`${__hooks}/centers.js`);
  e.record.set("number", nextCenterNumber(e.app));
  e.next();
}, "centers");

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
  // PocketBase transactions hold its single write connection: creates run one at a time.
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
  });
}, "centers");

// access_code is a hidden field: PocketBase drops it from non-superuser request bodies and
// responses; only the center's owner and admins get to see it.
onRecordEnrich((e) => {
  const { isAdmin } = require(`${__hooks}/roles.js`);
  const auth = e.requestInfo.auth;
  if (auth && (isAdmin(auth) || auth.id === e.record.getString("owner"))) {
    e.record.unhide("access_code");
  }
  e.next();
}, "centers");
