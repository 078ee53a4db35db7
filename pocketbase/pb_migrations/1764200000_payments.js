/// <reference path="../pb_data/types.d.ts" />
// Payments on Stripe: the Stripe events already applied (each applied once, by id),
// where a user's plan came from (Stripe or an admin's grant) and the time of the Stripe state
// a subscription row holds (so an older event never overwrites a newer state).
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "stripe_events",
        // Written and read only by the site's server account (superuser) through
        // pb_hooks/payments.pb.js; nobody else may list, read or fake an event.
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "event_id", max: 255, required: true },
          { type: "text", name: "event_type", max: 100 },
          { type: "text", name: "outcome", max: 200 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_stripe_events_event_id ON stripe_events (event_id)"],
      }),
    );

    const subscriptions = app.findCollectionByNameOrId("subscriptions");
    subscriptions.fields.add(
      new SelectField({ name: "source", values: ["stripe", "admin"], maxSelect: 1 }),
      new NumberField({ name: "stripe_state_at", onlyInt: true, hidden: true }),
    );
    app.save(subscriptions);
  },
  (app) => {
    const subscriptions = app.findCollectionByNameOrId("subscriptions");
    subscriptions.fields.removeByName("source");
    subscriptions.fields.removeByName("stripe_state_at");
    app.save(subscriptions);
    app.delete(app.findCollectionByNameOrId("stripe_events"));
  },
);
