/// <reference path="../pb_data/types.d.ts" />
// Helpers for scrape.pb.js.

/**
 * The address to scrape: the one sent (the edit form's website field) or else the stored one,
 * with https:// added when no scheme is given. '' when there is none; null when its scheme is
 * not http(s) or it carries credentials.
 */
function websiteUrl(sent, stored) {
  const raw = String(sent === undefined || sent === null ? stored || "" : sent).trim();
  if (!raw) return "";
  // A colon before digits is a port (example.org:8080), not a scheme.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(raw);
  const url = hasScheme ? raw : `https://${raw}`;
  const match = /^(https?):\/\/([^/?#]*)/i.exec(url);
  if (!match || match[2] === "" || match[2].indexOf("@") >= 0) return null;
  return url;
}

module.exports = { websiteUrl };
