/// <reference path="../pb_data/types.d.ts" />
// Every committed change to what the static pages show asks the site to rebuild.

function rebuildAfter(e) {
  e.next();
  const { requestSiteRebuild } = require(`${__hooks}/rebuild.js`);
  requestSiteRebuild(e.app, e.record.collection().name);
}

const PUBLIC_COLLECTIONS = ["centers", "center_images", "center_videos", "job_postings", "plans"];
onRecordAfterCreateSuccess(rebuildAfter, ...PUBLIC_COLLECTIONS);
onRecordAfterUpdateSuccess(rebuildAfter, ...PUBLIC_COLLECTIONS);
onRecordAfterDeleteSuccess(rebuildAfter, ...PUBLIC_COLLECTIONS);
