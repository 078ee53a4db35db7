/// <reference path="../pb_data/types.d.ts" />
// Owners' center saves through the API (issue 5). The API rules already let only the owner or
// an admin update, and keep owner, approval, premium, featured, number and slug out of an
// owner's reach; here, on the server:
//  - a create is checked with the build's schema (centers.js checkPublishable), after Go
//    (pocketbase/centers.go) has set what a non-admin's create gets;
//  - a free-plan owner cannot set premium fields (403 'Premium Feature Required: ...');
//  - facts_updated and availability_updated are stamped here, never taken from the browser.
// Superusers (seeding, imports, server jobs) are left alone. The one JS request hook of a
// center create: in a batch each keeps its JS runtime until the batch ends (issue 16).

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/centers.js`).checkPublishable(e.record);
    const { premiumFeatureSet, stampFacts } = require(`${__hooks}/owner-centers.js`);
    const { isPremium, premiumRequired } = require(`${__hooks}/owner-plan.js`);
    const { actsAsAdmin } = require(`${__hooks}/roles.js`);
    const feature = premiumFeatureSet(e.record, true);
    if (feature && !actsAsAdmin(e) && !isPremium(e.app, e.auth.id)) throw premiumRequired(feature);
    stampFacts(e.record, e.requestInfo().body, true);
  }
  e.next();
}, "centers");

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const { premiumFeatureSet, stampFacts } = require(`${__hooks}/owner-centers.js`);
    const { isPremium, premiumRequired } = require(`${__hooks}/owner-plan.js`);
    const { actsAsAdmin } = require(`${__hooks}/roles.js`);
    const feature = premiumFeatureSet(e.record, false);
    if (feature && !actsAsAdmin(e) && !isPremium(e.app, e.auth.id)) throw premiumRequired(feature);
    stampFacts(e.record, e.requestInfo().body, false);
  }
  e.next();
}, "centers");
