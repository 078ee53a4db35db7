/// <reference path="../pb_data/types.d.ts" />
// Failed sign-ins are counted per account and client address (pb_hooks/passwords.js): counted
// per account alone, five wrong passwords from anywhere locked the owner out too. The rows live
// for the window of src/lib/password-rule.ts (a cron deletes older ones); only the hooks read
// them.
migrate(
  (app) => {
    const failures = app.findCollectionByNameOrId("sign_in_failures");
    failures.fields.add(new TextField({ name: "address", max: 64 }));
    failures.indexes = [
      "CREATE INDEX idx_sign_in_failures_identity ON sign_in_failures (identity, created)",
      "CREATE INDEX idx_sign_in_failures_address ON sign_in_failures (identity, address, created)",
    ];
    app.save(failures);
  },
  (app) => {
    const failures = app.findCollectionByNameOrId("sign_in_failures");
    failures.fields.removeByName("address");
    failures.indexes = ["CREATE INDEX idx_sign_in_failures_identity ON sign_in_failures (identity, created)"];
    app.save(failures);
  },
);
