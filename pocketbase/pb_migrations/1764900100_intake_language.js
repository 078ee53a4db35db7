/// <reference path="../pb_data/types.d.ts" />
// The language a family filled the intake in (the page's: en, es, so or hmn), so that their
// confirmation and opening mails are written in it. Not required: submissions sent before the
// form said its language have none and are mailed in English. The hooks check it with the
// wizard's own schema (intake-schema.ts) before it is stored.
migrate(
  (app) => {
    const submissions = app.findCollectionByNameOrId("intake_submissions");
    submissions.fields.add(new SelectField({ name: "language", values: ["en", "es", "so", "hmn"], maxSelect: 1 }));
    app.save(submissions);
  },
  (app) => {
    const submissions = app.findCollectionByNameOrId("intake_submissions");
    submissions.fields.removeByName("language");
    app.save(submissions);
  },
);
