/// <reference path="../pb_data/types.d.ts" />
// Mail to the site team (SITE_TEAM_EMAIL) through PocketBase's mailer.

function escapeHtml(value) {
  return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Sends the site team a mail made of labelled rows ([label, value] pairs, empty values left
 * out), with Reply-To set to the person who wrote in when given.
 */
function mailSiteTeam(app, subject, rows, replyTo) {
  const to = $os.getenv("SITE_TEAM_EMAIL") || "team@example.org";
  const shown = rows.filter((row) => String(row[1] || "").trim() !== "");
  const text = shown.map((row) => `${row[0]}: ${row[1]}`).join("\n");
  const html = shown
    .map((row) => `<p><strong>${escapeHtml(row[0])}</strong><br>${escapeHtml(row[1]).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const message = new MailerMessage({
    from: { address: app.settings().meta.senderAddress, name: app.settings().meta.senderName },
    to: [{ address: to }],
    subject: subject,
    text: text,
    html: html,
    headers: replyTo ? { "Reply-To": replyTo } : {},
  });
  app.newMailClient().send(message);
}

module.exports = { mailSiteTeam, escapeHtml };
