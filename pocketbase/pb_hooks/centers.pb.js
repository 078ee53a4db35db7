/// <reference path="../pb_data/types.d.ts" />
// Every rule of a center create or save through the API, in the order it runs:
//  1. Go, priority -10 (pocketbase/centers.go centerCreateDefaults): what a non-admin's create
//     gets (pending, unclaimed, not premium, in Minnesota), before anything checks the record;
//  2. these JS checks, priority 0 (pocketbase/request_checks.go: onRecordCreateCheck and
//     onRecordUpdateCheck run where PocketBase's JS request hooks run), for everyone but
//     superusers (seeding, imports and server jobs are trusted; the build still leaves out a
//     record that does not fit): the record is checked with the build's schema, a free-plan
//     owner cannot set premium fields (403 'Premium Feature Required: ...'), and facts_updated
//     and availability_updated are stamped here, never taken from the browser;
//  3. Go, priority 10 (centerCreateTransaction): the create's transaction, in which the model
//     hooks give the center its number, slug and owner_premium (pocketbase/centers.go).
// The API rules already let only the owner or an admin update, and keep owner, approval,
// premium, featured, number and slug out of an owner's reach. Who reads the hidden access_code
// is decided per record in Go (pocketbase/visibility.go). A check's e.next() returns once the
// check is done: its JS runtime goes back to the pool before the record is saved.

onRecordCreateCheck((e) => {
  require(`${__hooks}/centers.js`).checkSave(e, true);
  e.next();
}, "centers");

onRecordUpdateCheck((e) => {
  require(`${__hooks}/centers.js`).checkSave(e, false);
  e.next();
}, "centers");
