/// <reference path="../pb_data/types.d.ts" />
// 'Scrape website' (owner-admin-side.md sections 5 and 6): premium owners (and admins) fill a
// center's knowledge base from its website.
//   POST /api/centers/{id}/scrape-permit {url?} -> {url}
// This route decides who may scrape what: the center's owner on the premium plan, or an admin,
// for a website given (else 'No Website URL: ...'). The fetch itself runs in the site's server
// (src/features/dashboard/scrape/), which asks here first with the user's token: PocketBase's
// $http.send follows redirects on its own and offers no DNS lookup, so it cannot keep a fetch
// away from private network addresses. Storing the text is an ordinary center update, where
// centers.pb.js again refuses knowledge_base to free plans.

routerAdd(
  "POST",
  "/api/centers/{id}/scrape-permit",
  (e) => {
    const { isPremium, premiumRequired } = require(`${__hooks}/owner-plan.js`);
    const { actsAsAdmin } = require(`${__hooks}/roles.js`);
    const { websiteUrl } = require(`${__hooks}/scrape.js`);
    const { PREMIUM_FEATURES } = require(`${__hooks}/site-bundle.js`);
    let center;
    try {
      center = e.app.findRecordById("centers", e.request.pathValue("id"));
    } catch (err) {
      throw new NotFoundError("", err);
    }
    const admin = actsAsAdmin(e);
    // Like the API rules: a center that is not yours is not found.
    if (!admin && center.getString("owner") !== e.auth.id) throw new NotFoundError();
    if (!admin && !isPremium(e.app, e.auth.id)) throw premiumRequired(PREMIUM_FEATURES.scraping);

    const url = websiteUrl(e.requestInfo().body.url, center.getString("website"));
    if (url === "") throw new BadRequestError("No Website URL: Please enter a website URL first to scrape content.");
    if (url === null) throw new BadRequestError("Only http:// and https:// website addresses can be scraped.");
    return e.json(200, { url: url });
  },
  $apis.requireAuth("users"),
);
