/// <reference path="../pb_data/types.d.ts" />
// Admin area: when the owner of a center last got the monthly reminder that the
// listing is stale (pb_hooks/admin-reminders.pb.js). Hidden: only the server writes it, and
// only admins see it (the hook unhides it for them); owners and visitors never do.
migrate(
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    centers.fields.add(new DateField({ name: "stale_reminder_sent", hidden: true }));
    app.save(centers);
  },
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    centers.fields.removeByName("stale_reminder_sent");
    app.save(centers);
  },
);
