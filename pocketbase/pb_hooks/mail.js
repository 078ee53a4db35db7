/// <reference path="../pb_data/types.d.ts" />
// Mail through PocketBase's mailer: one builder for every mail the site sends.

function escapeHtml(value) {
  return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Sends one mail built from blocks: { text } paragraphs, { rows: [[label, value]] } details,
 * { items: [text] } lists and { link: [label, url] } links; plain text and HTML alike.
 */
function sendMail(app, to, subject, blocks, replyTo) {
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
  const meta = app.settings().meta;
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: subject,
      text: text.join("\n\n"),
      html: html.join("\n"),
      headers: replyTo ? { "Reply-To": replyTo } : {},
    }),
  );
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

module.exports = { sendMail, siteTeamAddress, mailSiteTeam };
