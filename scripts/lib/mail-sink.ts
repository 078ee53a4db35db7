import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess } from './pocketbase-server.ts';

const MAILDEV = fileURLToPath(new URL('../../node_modules/maildev/bin/maildev', import.meta.url));

/** A running SMTP sink that keeps every mail and shows them over HTTP (maildev). */
export interface MailSink {
  smtpPort: number;
  /** Base URL of the web UI and its REST API (GET /email, DELETE /email/all). */
  webUrl: string;
  stop(): Promise<void>;
}

/** Starts maildev on 127.0.0.1; ports default to free ones. Resolves once it answers. */
export async function startMailSink(
  ports: { smtp?: number; web?: number } = {},
): Promise<MailSink> {
  const smtpPort = ports.smtp || (await freePort());
  const webPort = ports.web || (await freePort());
  const child = spawn(
    process.execPath,
    [
      MAILDEV,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-5000);
  });
  const webUrl = `http://127.0.0.1:${String(webPort)}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`maildev exited:\n${log}`);
    try {
      if ((await fetch(`${webUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`maildev did not start within 15 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpPort,
    webUrl,
    stop: () => stopProcess(child),
  };
}

/** PocketBase environment that sends every mail to the sink. */
export function smtpEnv(sink: MailSink): Record<string, string> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.smtpPort), SMTP_TLS: 'false' };
}
