/// <reference path="../pb_data/types.d.ts" />
// Plans, per-user subscriptions (written only by the server from the payment provider's
// webhooks) and premium feature flags.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const isAdmin = '@request.auth.role = "admin"';
    const timestamps = [
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];

    const plans = new Collection({
      type: "base",
      name: "plans",
      listRule: `is_active = true || ${isAdmin}`,
      viewRule: `is_active = true || ${isAdmin}`,
      createRule: isAdmin,
      updateRule: isAdmin,
      deleteRule: isAdmin,
      fields: [
        { type: "text", name: "name", max: 100, required: true, presentable: true },
        { type: "select", name: "type", values: ["free", "premium"], maxSelect: 1, required: true },
        { type: "number", name: "price_monthly", min: 0 },
        { type: "text", name: "description", max: 1000 },
        { type: "json", name: "features", maxSize: 10000 },
        { type: "bool", name: "is_active" },
        { type: "text", name: "stripe_price_id", max: 100 },
        ...timestamps,
      ],
      indexes: ["CREATE INDEX idx_plans_active ON plans (is_active, price_monthly)"],
    });
    app.save(plans);

    app.save(
      new Collection({
        type: "base",
        name: "subscriptions",
        listRule: `(@request.auth.id != "" && user = @request.auth.id) || ${isAdmin}`,
        viewRule: `(@request.auth.id != "" && user = @request.auth.id) || ${isAdmin}`,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "relation", name: "plan", collectionId: plans.id, maxSelect: 1 },
          { type: "select", name: "plan_type", values: ["free", "premium"], maxSelect: 1, required: true },
          {
            type: "select",
            name: "status",
            maxSelect: 1,
            required: true,
            values: [
              "active",
              "trialing",
              "past_due",
              "canceled",
              "incomplete",
              "incomplete_expired",
              "unpaid",
              "paused",
            ],
          },
          { type: "date", name: "expires_at" },
          { type: "text", name: "stripe_customer_id", max: 100, hidden: true },
          { type: "text", name: "stripe_subscription_id", max: 100, hidden: true },
          { type: "text", name: "last_event_id", max: 100, hidden: true },
          ...timestamps,
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_subscriptions_user ON subscriptions (user)",
          "CREATE INDEX idx_subscriptions_customer ON subscriptions (stripe_customer_id)",
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "premium_features",
        listRule: "",
        viewRule: "",
        createRule: isAdmin,
        updateRule: isAdmin,
        deleteRule: isAdmin,
        fields: [
          { type: "text", name: "feature_name", max: 100, required: true },
          { type: "text", name: "feature_category", max: 100 },
          { type: "bool", name: "is_active" },
          ...timestamps,
        ],
        indexes: ["CREATE UNIQUE INDEX idx_premium_features_name ON premium_features (feature_name, feature_category)"],
      }),
    );
  },
  (app) => {
    for (const name of ["premium_features", "subscriptions", "plans"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
