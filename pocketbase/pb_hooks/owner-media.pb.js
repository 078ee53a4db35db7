/// <reference path="../pb_data/types.d.ts" />
// Center images and videos saved through the API. The API rules let only the
// center's owner or an admin write them; here the plan, the limits, sizes and alt text are
// checked on the server (owner-media.js), inside the save's transaction: PocketBase runs
// transactions one at a time on its single write connection, so two uploads racing for the
// last free place cannot both get it. Handlers run in isolated runtimes: everything they use
// comes from require().

onRecordCreateRequest((e) => {
  const { checkImage, checkedSave } = require(`${__hooks}/owner-media.js`);
  checkedSave(e, checkImage, true);
}, "center_images");

onRecordUpdateRequest((e) => {
  const { checkImage, checkedSave } = require(`${__hooks}/owner-media.js`);
  checkedSave(e, checkImage, false);
}, "center_images");

onRecordCreateRequest((e) => {
  const { checkVideo, checkedSave } = require(`${__hooks}/owner-media.js`);
  checkedSave(e, checkVideo, true);
}, "center_videos");

onRecordUpdateRequest((e) => {
  const { checkVideo, checkedSave } = require(`${__hooks}/owner-media.js`);
  checkedSave(e, checkVideo, false);
}, "center_videos");
