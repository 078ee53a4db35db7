/// <reference path="../pb_data/types.d.ts" />
// Job postings and Quick Apply. The API rules decide who may read and write what
// (pb_migrations/1763715604_jobs.js, 1764300000_jobs_rules.js); here, on the server:
//  - a posting is checked with the Post Job rules, only for the poster's approved center, and
//    always starts unpaid: status, payment_status and expires_at are never the client's (the
//    payments issue sets them once the $99 is paid);
//  - an application is checked as sent (raw-body.js) with the Quick Apply rules, unknown
//    fields refused (the files by their content, through
//    the collection's types), starts pending, and is mailed to the employer once stored;
//  - a cron expires postings past their date and so triggers a rebuild.
// Superusers (seeding, payments, server jobs) are left alone.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const jobs = require(`${__hooks}/jobs.js`);
    const { JOB_MESSAGES } = require(`${__hooks}/site-bundle.js`);
    if (!e.auth) throw new BadRequestError(JOB_MESSAGES.signIn);
    jobs.checkPosting(e.record);
    jobs.requireApprovedCenter(e.app, e.record, e.auth.id);
    e.record.set("status", "");
    e.record.set("payment_status", "pending");
    e.record.set("expires_at", "");
  }
  e.next();
}, "job_postings");

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/jobs.js`).checkPosting(e.record);
  e.next();
}, "job_postings");

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const jobs = require(`${__hooks}/jobs.js`);
    const body = require(`${__hooks}/raw-body.js`).rawBody(e);
    if (jobs.isBot(body)) {
      e.app.logger().info("Quick Apply honeypot filled: ignored", "ip", e.realIP());
      return e.json(200, jobs.decoyApplication(e.collection, body));
    }
    jobs.checkApplication(e);
    e.record.set("application_status", "pending");
  }
  e.next();
}, "job_applications");

// Only the committed application is mailed; a mail failure is logged and loses nothing.
onRecordAfterCreateSuccess((e) => {
  e.next();
  try {
    require(`${__hooks}/jobs.js`).mailEmployer(e.app, e.record);
  } catch (err) {
    e.app.logger().error("Application notification mail failed", "record", e.record.id, "error", String(err));
  }
}, "job_applications");

// Every 5 minutes. Superusers can run it at once with POST /api/crons/jobsExpire.
cronAdd("jobsExpire", "*/5 * * * *", () => {
  const expired = require(`${__hooks}/jobs.js`).expirePostings($app);
  if (expired > 0) $app.logger().info("Job postings expired", "count", expired);
});
