/// <reference path="../pb_data/types.d.ts" />
// Users: every new account starts as role "user" (the create rule refuses any other value
// from clients; only an admin or a superuser may grant "admin").
onRecordCreate((e) => {
  if (!e.record.getString("role")) e.record.set("role", "user");
  e.next();
}, "users");

// Admins are app users (role admin), not PocketBase superusers: let them see the e-mail
// addresses of the accounts they manage. Everyone else sees only their own.
onRecordEnrich((e) => {
  const { isAdmin } = require(`${__hooks}/roles.js`);
  if (isAdmin(e.requestInfo.auth)) e.record.ignoreEmailVisibility(true);
  e.next();
}, "users");
