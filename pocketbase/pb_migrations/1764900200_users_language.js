/// <reference path="../pb_data/types.d.ts" />
// The language an account holder uses the site in (the page they signed up on: en, es, so or
// hmn), so that PocketBase's account mails (verification, password reset) are written in it
// and link to that language's pages (pb_hooks/account-emails.pb.js). Accounts without one are
// mailed in English.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new SelectField({ name: "language", values: ["en", "es", "so", "hmn"], maxSelect: 1 }));
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("language");
    app.save(users);
  },
);
