/// <reference path="../pb_data/types.d.ts" />
// centers.area_summary: the directory's description of the area around a center, written by
// 'Generate Location Summaries' (pb_hooks/admin-summaries.pb.js) apart from the owner's own
// Location Overview (location_summary), which generation used to overwrite. Only an admin (or
// the server) may set it. Overviews that the old generator wrote, recognised by its fixed
// opening sentence, named other centers and services: they are cleared, and the next
// generation writes the area description in its own field.
const GUARD = '(@request.body.area_summary:isset = false || @request.auth.role = "admin")';

migrate(
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    centers.fields.add(new TextField({ name: "area_summary", max: 5000 }));
    centers.createRule = `(${centers.createRule}) && ${GUARD}`;
    centers.updateRule = `(${centers.updateRule}) && ${GUARD}`;
    app.save(centers);
    app
      .db()
      .newQuery(
        "UPDATE centers SET location_summary = '' WHERE " +
          "location_summary GLOB 'This directory lists [0-9]* autism service centers in *, including *' " +
          "OR location_summary GLOB '* is the only autism service center this directory lists in *'",
      )
      .execute();
  },
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    centers.fields.removeByName("area_summary");
    const strip = (rule) => (rule && rule.endsWith(` && ${GUARD}`) ? rule.slice(1, -` && ${GUARD}`.length - 1) : rule);
    centers.createRule = strip(centers.createRule);
    centers.updateRule = strip(centers.updateRule);
    app.save(centers);
  },
);
