/// <reference path="../pb_data/types.d.ts" />
// CSV import of centers, for the admin page and `npm run import` alike:
//   POST /api/admin/centers/import {csv, dryRun?} -> report (see admin-import.js)
// 401 signed out, 403 not an admin (superusers may: the command line signs in as one), 400 no
// file or a file over 10 MB. A file the importer cannot read answers 200 with the report's
// `error`, so the admin sees why. Imported centers are public, unclaimed listings with fresh
// unique access codes; a re-run of the same file creates nothing new.

routerAdd(
  "POST",
  "/api/admin/centers/import",
  (e) => {
    require(`${__hooks}/roles.js`).requireAdmin(e);
    const body = e.requestInfo().body;
    const csv = typeof body.csv === "string" ? body.csv : "";
    if (!csv.trim()) throw new BadRequestError("Choose a CSV file to import.");
    if (csv.length > 10 * 1024 * 1024) throw new BadRequestError("The file is too large: 10 MB at most.");
    const { importCenters } = require(`${__hooks}/admin-import.js`);
    return e.json(200, importCenters(e.app, csv, body.dryRun === true));
  },
  $apis.requireAuth(),
);
