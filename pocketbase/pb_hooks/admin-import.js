/// <reference path="../pb_data/types.d.ts" />
// Helpers for admin-import.pb.js: the import itself. Which rows become centers, and why the
// others do not, is decided by the TypeScript importer (src/features/admin/import/center-import.ts, bundled into
// site-bundle.js); this file only reads what exists and writes what it planned.

/** The number, name, address, city and phone of every center (all the importer compares). */
function existingCenters(app) {
  const rows = arrayOf(new DynamicModel({ number: 0, company_name: "", address: "", city: "", phone_number: "" }));
  app.db().newQuery("SELECT number, company_name, address, city, phone_number FROM centers").all(rows);
  return rows.map((r) => ({
    number: r.number,
    company_name: r.company_name,
    address: r.address,
    city: r.city,
    phone_number: r.phone_number,
  }));
}

/** Saves one planned center: a public, unclaimed listing with a fresh access code. */
function saveCenter(txApp, collection, row) {
  const { newAccessCode } = require(`${__hooks}/admin-centers.js`);
  const record = new Record(collection);
  for (const field in row.record) record.set(field, row.record[field]);
  record.set("owner", "");
  record.set("claimed", false);
  record.set("approved", "");
  record.set("premium", false);
  record.set("featured", false);
  record.set("ai_chat_enabled", true);
  record.set("access_code", newAccessCode(txApp));
  txApp.save(record);
  if (row.number !== null) {
    // The create hook numbers every new center; a row that brings its id keeps it instead, so
    // the old app's /center/autism-{id} addresses lead to the same center. Plain SQL: a second
    // save would run every save hook again for one column (the unique index still guards it).
    try {
      txApp
        .db()
        .newQuery("UPDATE centers SET number = {:number} WHERE id = {:id}")
        .bind({ number: row.number, id: record.id })
        .execute();
    } catch (err) {
      txApp.delete(record);
      throw err;
    }
    record.set("number", row.number);
  }
  return record;
}

/**
 * Imports CSV text as the plan says, in one transaction, or only plans it (dryRun). Returns
 * the report the admin page and `npm run import` show: every created center, every duplicate
 * and every rejected row, each with its line and reason.
 */
function importCenters(app, csv, dryRun) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const plan = shared.planImport(csv, existingCenters(app));
  const report = {
    dryRun: dryRun,
    error: plan.error,
    rows: plan.rows,
    ignoredColumns: plan.ignoredColumns,
    created: [],
    duplicates: plan.duplicates,
    rejected: plan.rejected,
  };
  if (plan.error || dryRun) {
    report.created = plan.create.map((c) => ({ line: c.line, name: c.record.company_name, id: "", number: c.number }));
    return report;
  }
  const collection = app.findCollectionByNameOrId("centers");
  // Rows that bring their id first: the others then take numbers above every one of them.
  const withId = plan.create.filter((c) => c.number !== null);
  const ordered = withId.concat(plan.create.filter((c) => c.number === null));
  app.runInTransaction((txApp) => {
    for (const row of ordered) {
      try {
        const record = saveCenter(txApp, collection, row);
        report.created.push({
          line: row.line,
          name: row.record.company_name,
          id: record.id,
          number: record.getInt("number"),
        });
      } catch (err) {
        // What PocketBase's own field checks refuse (the importer's schema should catch it first).
        report.rejected.push({ line: row.line, name: row.record.company_name, reason: `Not saved: ${String(err)}` });
      }
    }
  });
  const byLine = (a, b) => a.line - b.line;
  report.created.sort(byLine);
  report.rejected.sort(byLine);
  return report;
}

module.exports = { importCenters };
