/// <reference path="../pb_data/types.d.ts" />
// A committed change to what a public page shows asks the site to rebuild (rebuild.js decides
// which: fields shown publicly, of records public before or after the write).

const PUBLIC_COLLECTIONS = ["centers", "center_images", "center_videos", "job_postings", "plans"];

// A new center asks from Go (pocketbase/centers.go), without a JS call for each center of a
// bulk create.
onRecordAfterCreateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/rebuild.js`).rebuildIfPublic(e.app, e.record, null, e.record);
  },
  ...PUBLIC_COLLECTIONS.filter((name) => name !== "centers"),
);

onRecordAfterUpdateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/rebuild.js`).rebuildIfPublic(e.app, e.record, e.record.original(), e.record);
  },
  ...PUBLIC_COLLECTIONS,
);

onRecordAfterDeleteSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/rebuild.js`).rebuildIfPublic(e.app, e.record, e.record, null);
  },
  ...PUBLIC_COLLECTIONS,
);
