/// <reference path="../pb_data/types.d.ts" />
// centers.owner_premium: whether the center's owner has an active premium plan, kept by
// pb_hooks/plan-sync.pb.js (computed on every save of a center, and for all of a user's
// centers when their plan changes). Pages show premium-only content (social links, logo,
// gallery, videos) of an owned center only while it is true: the content stays stored.
migrate(
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    centers.fields.add(new BoolField({ name: "owner_premium" }));
    app.save(centers);
    app
      .db()
      .newQuery(
        "UPDATE centers SET owner_premium = EXISTS (SELECT 1 FROM subscriptions s WHERE s.user = centers.owner " +
          "AND centers.owner != '' AND s.plan_type = 'premium' AND s.status = 'active')",
      )
      .execute();
  },
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    centers.fields.removeByName("owner_premium");
    app.save(centers);
  },
);
