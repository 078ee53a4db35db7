/// <reference path="../pb_data/types.d.ts" />
// The mail outbox: every mail the site sends (pb_hooks/mail.js) is first stored
// here, in the request that caused it, and then delivered by the outbox worker
// (pocketbase/outbox.go) at once and every minute, retried with exponential backoff while the
// SMTP server fails. Only superusers (the hooks) read or write it; admins see and retry mails
// through /api/admin/outbox (pb_hooks/outbox.pb.js). PocketBase's own auth mails stay its own.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "mail_outbox",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "email", name: "to", required: true },
          { type: "text", name: "subject", required: true, max: 500 },
          { type: "text", name: "text", max: 100000 },
          { type: "text", name: "html", max: 200000 },
          { type: "text", name: "reply_to", max: 320 },
          // queued: waiting for (another) attempt; sent; failed: given up after the last retry.
          { type: "select", name: "state", required: true, maxSelect: 1, values: ["queued", "sent", "failed"] },
          { type: "number", name: "attempts", min: 0, onlyInt: true },
          { type: "text", name: "last_error", max: 2000 },
          { type: "date", name: "next_attempt_at" },
          { type: "date", name: "sent_at" },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_mail_outbox_due ON mail_outbox (state, next_attempt_at)",
          "CREATE INDEX idx_mail_outbox_created ON mail_outbox (created)",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("mail_outbox"));
  },
);
