/// <reference path="../pb_data/types.d.ts" />
// Keeps centers.owner_premium equal to the owner's plan: premium-only content shows
// only while the plan is active, and comes back when it is active again. Computed on every
// save of a center in Go (pocketbase/centers.go: nobody can set it by hand), and here for all
// of a user's centers whenever their subscription changes, whoever changed it (Stripe's
// webhook, an admin's grant, a superuser): saving them recomputes it.

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
