/// <reference path="../pb_data/types.d.ts" />
// Keeps centers.owner_premium equal to the owner's plan (issue 9): premium-only content shows
// only while the plan is active, and comes back when it is active again. Computed on every
// save of a center (nobody can set it by hand), and for all of a user's centers whenever their
// subscription changes, whoever changed it (Stripe's webhook, an admin's grant, a superuser).

onRecordCreate((e) => {
  const { isPremium } = require(`${__hooks}/owner-plan.js`);
  e.record.set("owner_premium", isPremium(e.app, e.record.getString("owner")));
  e.next();
}, "centers");

onRecordUpdate((e) => {
  const { isPremium } = require(`${__hooks}/owner-plan.js`);
  e.record.set("owner_premium", isPremium(e.app, e.record.getString("owner")));
  e.next();
}, "centers");

// Handlers cannot see this file's other declarations: the shared part lives in payments.js.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/payments.js`).syncOwnerCenters(e.app, e.record.getString("user"));
  e.next();
}, "subscriptions");

onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/payments.js`).syncOwnerCenters(e.app, e.record.getString("user"));
  e.next();
}, "subscriptions");

onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/payments.js`).syncOwnerCenters(e.app, e.record.getString("user"));
  e.next();
}, "subscriptions");
