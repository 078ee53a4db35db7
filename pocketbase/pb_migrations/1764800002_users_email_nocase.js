/// <reference path="../pb_data/types.d.ts" />
// E-mail addresses are one account each, whatever their case: PocketBase's unique index on
// users.email compared them case-sensitively, so OWNER@Example.org made a second account beside
// owner@example.org. The stored addresses are lowercased (pb_hooks/users.pb.js does so on the way
// in) and the unique index compares without case (COLLATE NOCASE), which PocketBase also reads as
// "find accounts by e-mail without case" for sign-in, reset and verification.
//
// Two existing accounts whose addresses differ only in case cannot both keep theirs: the
// migration stops and names them, for an administrator to merge or remove one, rather than
// choose for them.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const clashes = arrayOf(new DynamicModel({ address: "", ids: "" }));
    app
      .db()
      .newQuery(
        "SELECT lower(email) AS address, group_concat(id) AS ids FROM users WHERE email != '' " +
          "GROUP BY lower(email) HAVING COUNT(*) > 1",
      )
      .all(clashes);
    if (clashes.length > 0) {
      throw new Error(
        "Accounts whose e-mail addresses differ only in case (merge or remove one of each, then start again): " +
          clashes.map((c) => `${c.address} (${c.ids})`).join("; "),
      );
    }
    app.db().newQuery("UPDATE users SET email = lower(trim(email)) WHERE email != lower(trim(email))").execute();
    users.indexes = users.indexes
      .filter((index) => !/\(\s*[`"]?email[`"]?\s*\)/.test(index))
      .concat([`CREATE UNIQUE INDEX idx_email_${users.id} ON users (email COLLATE NOCASE) WHERE email != ''`]);
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.indexes = users.indexes
      .filter((index) => !/email COLLATE NOCASE/.test(index))
      .concat([`CREATE UNIQUE INDEX idx_email_${users.id} ON users (email) WHERE email != ''`]);
    app.save(users);
  },
);
