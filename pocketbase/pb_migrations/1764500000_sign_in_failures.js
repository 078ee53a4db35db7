/// <reference path="../pb_data/types.d.ts" />
// Failed password sign-ins per account: PocketBase's rate limiter counts per client
// address only, so guesses spread over many addresses were never slowed down. The hooks
// (pb_hooks/passwords.pb.js) log each failure under the identity tried (the e-mail address,
// lowercased, known account or not, so the answer never tells which addresses have one) and
// refuse that identity for a while past the limit; a password reset clears its log. Only
// superusers (the hooks) read or write it.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "sign_in_failures",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "identity", max: 320, required: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE INDEX idx_sign_in_failures_identity ON sign_in_failures (identity, created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("sign_in_failures"));
  },
);
