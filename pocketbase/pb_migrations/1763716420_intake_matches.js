/// <reference path="../pb_data/types.d.ts" />
// Intake matching and follow-up: each submission gets a private status token and can
// ask to hear about openings; intake_matches holds the centers it was matched with. A match is
// `shared` when the family allowed contact and the center has an owner: only then may that
// center's owner read the match and the submission (their lead). Nobody else but admins may.
migrate(
  (app) => {
    const isAdmin = '@request.auth.role = "admin"';
    const submissions = app.findCollectionByNameOrId("intake_submissions");
    const centers = app.findCollectionByNameOrId("centers");

    // Hidden: only superusers (the hooks) ever see it; the family gets it once, in the create
    // response and their confirmation mail.
    submissions.fields.add(new TextField({ name: "status_token", max: 64, hidden: true }));
    submissions.fields.add(new BoolField({ name: "notify_openings" }));
    submissions.addIndex("idx_intake_submissions_status_token", true, "status_token", "status_token != ''");
    app.save(submissions);

    const isLeadOwner = '@request.auth.id != "" && shared = true && center.owner = @request.auth.id';
    // An owner marks a lead viewed or answered, and changes nothing else.
    const onlyProgress = ["submission", "center", "rank", "score", "partial", "shared", "reasons", "cautions"]
      .concat(["availability_at_match", "opening_notified_at"])
      .map((f) => `@request.body.${f}:isset = false`)
      .join(" && ");
    const matches = new Collection({
      type: "base",
      name: "intake_matches",
      listRule: `(${isLeadOwner}) || ${isAdmin}`,
      viewRule: `(${isLeadOwner}) || ${isAdmin}`,
      createRule: null,
      updateRule: `(${isLeadOwner} && ${onlyProgress}) || ${isAdmin}`,
      deleteRule: isAdmin,
      fields: [
        {
          type: "relation",
          name: "submission",
          collectionId: submissions.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        {
          type: "relation",
          name: "center",
          collectionId: centers.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "number", name: "rank", onlyInt: true, min: 1, required: true },
        { type: "number", name: "score", onlyInt: true, min: 0, max: 100 },
        { type: "bool", name: "partial" },
        { type: "bool", name: "shared" },
        { type: "json", name: "reasons", maxSize: 10000 },
        { type: "json", name: "cautions", maxSize: 10000 },
        {
          type: "select",
          name: "availability_at_match",
          values: ["accepting", "waitlist", "not-accepting"],
          maxSelect: 1,
        },
        { type: "date", name: "viewed_at" },
        { type: "date", name: "responded_at" },
        { type: "date", name: "opening_notified_at" },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_intake_matches_pair ON intake_matches (submission, center)",
        "CREATE INDEX idx_intake_matches_center ON intake_matches (center, shared)",
      ],
    });
    app.save(matches);

    // The owner of a center the submission was shared with reads it too. The three conditions
    // use the same joined intake_matches row, so they must hold for one match together.
    const sharedWithMe =
      '@request.auth.id != "" && @collection.intake_matches.submission ?= id && ' +
      "@collection.intake_matches.shared ?= true && @collection.intake_matches.center.owner ?= @request.auth.id";
    submissions.listRule = `${isAdmin} || (${sharedWithMe})`;
    submissions.viewRule = `${isAdmin} || (${sharedWithMe})`;
    app.save(submissions);

    // The status routes take a token: limit guessing and scraping per client.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.concat([
      { label: "POST /api/intake/status", maxRequests: 30, duration: 60, audience: "" },
      { label: "POST /api/intake/openings", maxRequests: 10, duration: 60, audience: "" },
    ]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label.indexOf("/api/intake/") < 0);
    app.save(settings);

    const isAdmin = '@request.auth.role = "admin"';
    const submissions = app.findCollectionByNameOrId("intake_submissions");
    submissions.listRule = isAdmin;
    submissions.viewRule = isAdmin;
    app.save(submissions);

    app.delete(app.findCollectionByNameOrId("intake_matches"));

    submissions.removeIndex("idx_intake_submissions_status_token");
    submissions.fields.removeByName("status_token");
    submissions.fields.removeByName("notify_openings");
    app.save(submissions);
  },
);
