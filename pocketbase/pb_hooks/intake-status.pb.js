/// <reference path="../pb_data/types.d.ts" />
// A family's private status page reads its request through these routes, with the token of
// its link (no account). A token reaches exactly one submission and only that submission's
// follow-up data: the centers it went to, whether each viewed or answered, and the openings
// setting. The token travels in the body (POST), never in a URL that servers log.

routerAdd("POST", "/api/intake/status", (e) => {
  const { submissionOfToken, statusOf } = require(`${__hooks}/intake-status.js`);
  const submission = submissionOfToken(e.app, e.requestInfo().body);
  return e.json(200, statusOf(e.app, submission));
});

// { token, notify: true|false }: mail me when a matched center with a waitlist opens up.
routerAdd("POST", "/api/intake/openings", (e) => {
  const { submissionOfToken, statusOf } = require(`${__hooks}/intake-status.js`);
  const body = e.requestInfo().body;
  const submission = submissionOfToken(e.app, body);
  if (typeof body.notify !== "boolean") {
    throw new BadRequestError("Say whether to notify you.", {
      notify: new ValidationError("validation_required", "Must be true or false."),
    });
  }
  submission.set("notify_openings", body.notify);
  e.app.save(submission);
  return e.json(200, statusOf(e.app, submission));
});
