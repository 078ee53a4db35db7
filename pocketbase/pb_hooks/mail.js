/// <reference path="../pb_data/types.d.ts" />
// Every mail the site sends: built here and stored in the outbox (mail_outbox), which the
// outbox worker (pocketbase/outbox.go) delivers through PocketBase's mailer, retrying while the
// SMTP server fails. PocketBase's own auth mails (verification, reset) do not come through here:
// account-emails.pb.js writes them with renderBlocks and PocketBase sends them.

function escapeHtml(value) {
  return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Sends one mail built from blocks: { text } paragraphs, { rows: [[label, value]] } details,
 * { items: [text] } lists and { link: [label, url] } links; plain text and HTML alike. The mail
 * is queued in the outbox with `app` (inside the caller's transaction when there is one) and
 * delivered once committed; only a failure to store it throws.
 */
function sendMail(app, to, subject, blocks, replyTo) {
  const rendered = renderBlocks(blocks);
  const mail = new Record(app.findCollectionByNameOrId("mail_outbox"));
  mail.set("to", to);
  mail.set("subject", subject);
  mail.set("text", rendered.text);
  mail.set("html", rendered.html);
  mail.set("reply_to", replyTo || "");
  mail.set("state", "queued");
  mail.set("attempts", 0);
  mail.set("next_attempt_at", new DateTime());
  app.save(mail);
}

/** A mail's blocks (see sendMail) as its plain text and its HTML. */
function renderBlocks(blocks) {
  const text = [];
  const html = [];
  for (const block of blocks) {
    if (block.text) {
      text.push(block.text);
      html.push(`<p>${escapeHtml(block.text)}</p>`);
    } else if (block.rows) {
      text.push(block.rows.map((row) => `${row[0]}: ${row[1]}`).join("\n"));
      html.push(
        block.rows.map((row) => `<p><strong>${escapeHtml(row[0])}</strong><br>${escapeHtml(row[1])}</p>`).join(""),
      );
    } else if (block.items) {
      text.push(block.items.map((item) => `- ${item}`).join("\n"));
      html.push(`<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`);
    } else if (block.link) {
      text.push(`${block.link[0]}: ${block.link[1]}`);
      html.push(`<p><a href="${escapeHtml(block.link[1])}">${escapeHtml(block.link[0])}</a></p>`);
    }
  }
  return { text: text.join("\n\n"), html: html.join("\n") };
}

/** Where mail for the site team goes (SITE_TEAM_EMAIL). */
function siteTeamAddress() {
  return $os.getenv("SITE_TEAM_EMAIL") || "team@example.org";
}

/**
 * Sends the site team (SITE_TEAM_EMAIL) labelled rows ([label, value] pairs; empty values
 * left out), with Reply-To set to the person who wrote in when given.
 */
function mailSiteTeam(app, subject, rows, replyTo) {
  const shown = rows.filter((row) => String(row[1] || "").trim() !== "");
  sendMail(app, siteTeamAddress(), subject, [{ rows: shown }], replyTo);
}

module.exports = { sendMail, renderBlocks, siteTeamAddress, mailSiteTeam };
