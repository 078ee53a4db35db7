/// <reference path="../pb_data/types.d.ts" />
// Users: every new account starts as role "user" (the create rule refuses any other value
// from clients; only an admin or a superuser may grant "admin").
onRecordCreate((e) => {
  if (!e.record.getString("role")) e.record.set("role", "user");
  e.next();
}, "users");

// Admins see the e-mail addresses of the accounts they manage: decided per record in Go
// (pocketbase/visibility.go), off the JS runtimes.
