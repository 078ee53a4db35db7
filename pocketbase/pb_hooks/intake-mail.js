/// <reference path="../pb_data/types.d.ts" />
// The intake mails, through the outbox (mail.js): the site team, the family (their matches and
// private status link), the owners of the matched centers the family agreed to share with,
// and a family waiting for an opening. Callers catch failures: a mail never undoes a save.

const { sendMail, siteTeamAddress } = require(`${__hooks}/mail.js`);

/** One line per match: '1. Name (City): reason; reason', with the reasons in `field` (English or the family's). */
function matchLines(matches, field) {
  return matches.map((m) => `${m.rank}. ${m.center.name} (${m.center.city}): ${m[field].join("; ")}`);
}

/** The site team's copy of a submission (spec: Intake notify), with its matches. */
function mailTeam(app, intake, details, ranked) {
  const rows = details.concat([["Centers may contact the family", intake.allow_contact ? "Yes" : "No"]]);
  const blocks = [{ text: "A family submitted the intake form." }, { rows: rows }];
  if (ranked.matches.length > 0) {
    blocks.push({ text: ranked.kind === "matches" ? "Matched centers:" : "No full match; closest centers:" });
    blocks.push({ items: matchLines(ranked.matches, "reasons") });
  } else {
    blocks.push({ text: "No center matched." });
  }
  sendMail(app, siteTeamAddress(), `New intake request: ${intake.name}`, blocks, intake.email);
}

/** The family's mail texts in the language they filled the form in, and a filler for them. */
function familyTexts(language) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const texts = shared.mailTexts(language);
  return { locale: texts.locale, m: texts.messages, format: shared.format };
}

/**
 * The family's confirmation, in the language they filled the form in: their matches, whom it
 * was shared with, and the status link.
 */
function mailFamily(app, intake, ranked, statusUrl) {
  const { m, format } = familyTexts(intake.language);
  const blocks = [{ text: format(m.family.hello, { name: intake.name }) }];
  if (ranked.kind === "matches") {
    blocks.push({ text: m.family.matches }, { items: matchLines(ranked.matches, "familyReasons") });
  } else if (ranked.kind === "partial") {
    blocks.push({ text: m.family.partial });
    blocks.push({ items: matchLines(ranked.matches, "familyReasons") });
  } else {
    blocks.push({ text: m.family.none });
  }
  const sharedWith = ranked.matches.filter((match) => match.shared).map((match) => match.center.name);
  if (sharedWith.length > 0) {
    blocks.push({ text: format(m.family.sharedWith, { centers: sharedWith.join(", ") }) });
  }
  blocks.push({ text: m.family.follow }, { link: [m.family.statusLink, statusUrl] });
  sendMail(app, intake.email, m.family.subject, blocks, "");
}

/** One mail to each owner of a matched center the family agreed to share with. */
function mailOwners(app, intake, details, submissionId) {
  const shared = app.findRecordsByFilter("intake_matches", "submission = {:id} && shared = true", "rank", 0, 0, {
    id: submissionId,
  });
  const byOwner = {};
  for (const match of shared) {
    const center = app.findRecordById("centers", match.getString("center"));
    const owner = center.getString("owner");
    if (!owner) continue;
    (byOwner[owner] = byOwner[owner] || []).push({ center: center, match: match });
  }
  for (const ownerId in byOwner) {
    try {
      mailOwner(app, app.findRecordById("users", ownerId), byOwner[ownerId], intake, details);
    } catch (err) {
      app.logger().error("Intake mail to an owner failed", "owner", ownerId, "error", String(err));
    }
  }
}

/** The lead mail to one owner, for all of their centers the family matched. */
function mailOwner(app, user, leads, intake, details) {
  const names = leads.map((l) => l.center.getString("company_name")).join(", ");
  const blocks = [
    { text: `Hello ${user.getString("name") || user.email()},` },
    { text: `A family looking for autism services was matched with ${names} and agreed to be contacted.` },
    { rows: details },
  ];
  for (const lead of leads) {
    const reasons = JSON.parse(lead.match.getString("reasons") || "[]");
    blocks.push({ text: `Why ${lead.center.getString("company_name")} matched:` }, { items: reasons });
  }
  blocks.push({ text: "Please contact the family directly. Reply to this mail to write to them." });
  sendMail(app, user.email(), `A family asked to be matched with ${names}`, blocks, intake.email);
}

/**
 * Tells a family, in the language they filled the form in, that a center that had a waitlist
 * now accepts new clients. The links are to that language's pages.
 */
function mailOpening(app, submission, center) {
  const { centerUrl, statusUrl } = require(`${__hooks}/intake.js`);
  const { locale, m, format } = familyTexts(submission.getString("language"));
  const values = {
    center: center.getString("company_name"),
    city: center.getString("city"),
    name: submission.getString("name"),
  };
  sendMail(
    app,
    submission.getString("email"),
    format(m.opening.subject, values),
    [
      { text: format(m.opening.hello, values) },
      { text: format(m.opening.body, values) },
      { link: [values.center, centerUrl(app, center, locale)] },
      { text: m.opening.optOut },
      { link: [m.opening.statusLink, statusUrl(app, submission.getString("status_token"), locale)] },
    ],
    "",
  );
}

/**
 * Queues the intake mails in the outbox with the submission's own transaction (txApp): they
 * commit with it or not at all, and cost no extra turn at the database's write lock, which
 * every other submission is waiting for (npm run load). The outbox worker delivers
 * them once committed. A mail that cannot be queued is logged and never loses the submission.
 */
function queueIntakeMails(app, r, ranked) {
  const { plain, statusUrl } = require(`${__hooks}/intake.js`);
  const shared = require(`${__hooks}/site-bundle.js`);
  const intake = shared.storedIntake(plain(r));
  const details = shared.intakeDetails(intake);
  const shown = { kind: ranked.kind, matches: plain(ranked.matches) };
  const attempts = [
    ["site team", () => mailTeam(app, intake, details, shown)],
    ["family", () => mailFamily(app, intake, shown, statusUrl(app, r.getString("status_token"), intake.language))],
    ["owners", () => mailOwners(app, intake, details, r.id)],
  ];
  for (const [to, sendMail] of attempts) {
    try {
      sendMail();
    } catch (err) {
      app.logger().error("Intake mail failed", "to", to, "record", r.id, "error", String(err));
    }
  }
}

module.exports = { mailTeam, mailFamily, mailOwners, mailOpening, queueIntakeMails };
