/** A mail caught by the test SMTP sink (maildev's REST API). */
export interface CaughtMail {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  text: string;
  html: string;
}

/** Every mail the sink holds, oldest first. */
export async function listMails(webUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${webUrl}/email`);
  if (!response.ok) throw new Error(`Mail sink answered ${String(response.status)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until a mail matching `match` arrives (default 10 s), and returns it. */
export async function waitForMail(
  webUrl: string,
  match: (mail: CaughtMail) => boolean,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMails(webUrl)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No matching mail arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether a mail was sent to the address. */
export function isTo(address: string): (mail: CaughtMail) => boolean {
  return (mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());
}

/** The token of the first link to `path` in a mail's HTML. */
export function tokenOf(html: string, path: string): string {
  const match = new RegExp(`https?://[^"\\s]+${path}\\?token=([\\w.-]+)`).exec(html);
  if (!match?.[1]) throw new Error(`No ${path} link in the mail:\n${html}`);
  return match[1];
}
