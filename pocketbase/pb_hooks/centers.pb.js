/// <reference path="../pb_data/types.d.ts" />
// Centers: what every create and save gets (defaults, the number, the slug, owner_premium and
// the create's transaction) is in Go, pocketbase/centers.go, as it runs for every center of a
// bulk create (issue 16). Checks with the site's TypeScript for owners' and admins' creates:
// owner-centers.pb.js, one JS hook per create.

// Owners' and admins' saves are checked with the build's schema (centers.js checkPublishable);
// superusers (seeding, imports) are trusted, and the build still leaves out a record that
// does not fit.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/centers.js`).checkPublishable(e.record);
  e.next();
}, "centers");

// Who reads the hidden access_code is decided per record in Go (pocketbase/visibility.go): a JS
// onRecordEnrich here would run for every center of every answer (issue 16).
