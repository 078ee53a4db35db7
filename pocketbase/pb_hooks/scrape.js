/// <reference path="../pb_data/types.d.ts" />
// Helpers for scrape.pb.js.

/**
 * The address to scrape: the one sent (the edit form's website field) or else the stored one,
 * by the site's own website rule (format.ts fetchableWebsite: https:// added when no scheme is
 * given). '' when there is none; null when its scheme is not http(s) or it carries credentials.
 */
function websiteUrl(sent, stored) {
  const { fetchableWebsite } = require(`${__hooks}/site-bundle.js`);
  return fetchableWebsite(String(sent === undefined || sent === null ? stored || "" : sent));
}

module.exports = { websiteUrl };
