/// <reference path="../pb_data/types.d.ts" />
// Helpers for jobs.pb.js: checking postings and applications with the rules the dashboard and
// the careers pages run (site-bundle.js is generated from the TypeScript), the employer's
// mail and the expiry sweep. No state between calls (hooks run in a pool of runtimes).

/** Quick Apply's hidden field: people never see or fill it, form-filling bots do. */
const HONEYPOT = "website";

/** A posting's editable fields as stored on the record (after the request's body is applied). */
function postingFields(record) {
  return {
    title: record.getString("title"),
    description: record.getString("description"),
    requirements: record.getString("requirements"),
    employment_type: record.getString("employment_type") || undefined,
    salary_range: record.getString("salary_range"),
    location: record.getString("location"),
    remote_option: record.getBool("remote_option"),
    application_email: record.getString("application_email"),
    application_url: record.getString("application_url"),
  };
}

/** Checks a posting with the Post Job rules and stores the normalized (trimmed) values. */
function checkPosting(record) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const { fieldsOrThrow } = require(`${__hooks}/raw-body.js`);
  const fields = fieldsOrThrow(shared.checkJobPosting(postingFields(record)));
  for (const name in fields) record.set(name, fields[name]);
}

/**
 * Refuses a posting for a center that is not approved (a 400 with the spec's message). A
 * missing center, or one that is not the poster's, is left to the create rule.
 */
function requireApprovedCenter(app, record, authId) {
  const shared = require(`${__hooks}/site-bundle.js`);
  let center;
  try {
    center = app.findRecordById("centers", record.getString("center"));
  } catch {
    return;
  }
  if (center.getString("owner") !== authId) return;
  if (!shared.canPostJobs({ approved: center.getString("approved"), claimed: center.getBool("claimed") })) {
    throw new BadRequestError(shared.JOB_MESSAGES.notApproved, {
      center: new ValidationError("validation_center_not_approved", shared.JOB_MESSAGES.notApproved),
    });
  }
}

/**
 * Checks an application's request body as sent (raw-body.js) with the Quick Apply rules,
 * unknown fields refused, and stores the trimmed text fields.
 */
function checkApplication(e) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const fields = require(`${__hooks}/raw-body.js`).checkRawBody(e, shared.checkApplicationBody);
  for (const name in fields) e.record.set(name, fields[name]);
}

/** Whether a request body comes from a bot (the honeypot field is filled). */
function isBot(body) {
  return String((body && body[HONEYPOT]) || "").trim() !== "";
}

/** What a bot gets instead of an error: an answer shaped like a stored application. */
function decoyApplication(collection, body) {
  return {
    id: $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"),
    collectionId: collection.id,
    collectionName: collection.name,
    job: String(body.job || ""),
    applicant_name: String(body.applicant_name || ""),
    applicant_email: String(body.applicant_email || ""),
    application_status: "pending",
    created: new DateTime().string(),
  };
}

/**
 * Mails the employer about a new application: to the posting's application e-mail, else the
 * owner's. The documents stay in PocketBase (protected): the mail links to the dashboard.
 */
function mailEmployer(app, application) {
  const { sendMail } = require(`${__hooks}/mail.js`);
  const job = app.findRecordById("job_postings", application.getString("job"));
  const center = app.findRecordById("centers", job.getString("center"));
  let to = job.getString("application_email");
  if (!to) to = app.findRecordById("users", job.getString("owner")).email();
  const site = ($os.getenv("SITE_URL") || app.settings().meta.appURL).replace(/\/$/, "");
  const rows = [
    ["Job", job.getString("title")],
    ["Center", center.getString("company_name")],
    ["Name", application.getString("applicant_name")],
    ["Email", application.getString("applicant_email")],
    ["Phone", application.getString("applicant_phone")],
    ["Cover letter", application.getString("cover_letter")],
  ].filter((row) => String(row[1] || "").trim() !== "");
  sendMail(
    app,
    to,
    `New application: ${job.getString("title")}`,
    [
      { text: `${application.getString("applicant_name")} applied for ${job.getString("title")}.` },
      { rows: rows },
      { text: "The resume and any cover letter document are in your dashboard, under Applications." },
      { link: ["Open your dashboard", `${site}/dashboard`] },
    ],
    application.getString("applicant_email"),
  );
}

/**
 * Marks every active posting whose expiry has passed as expired; each save asks the site to
 * rebuild (rebuild.pb.js), so the posting leaves /careers and its page within minutes.
 */
function expirePostings(app) {
  const due = app.findRecordsByFilter(
    "job_postings",
    'status = "active" && expires_at != "" && expires_at <= @now',
    "expires_at",
    500,
    0,
  );
  for (const job of due) {
    job.set("status", "expired");
    app.save(job);
  }
  return due.length;
}

module.exports = {
  checkApplication,
  checkPosting,
  decoyApplication,
  expirePostings,
  isBot,
  mailEmployer,
  requireApprovedCenter,
};
