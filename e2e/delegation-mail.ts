// The e2e run's mailbox: a real SMTP server on loopback (the `smtp-server` package) that the Nova
// server sends delegation e-mails to (global-setup.ts sets SMTP_URL). Each accepted message is
// written as JSON into test-results/e2e-mail/, so specs in worker processes can read it. Recipients
// whose local part contains "bounce" are refused with a 550, to test the "could not send" path.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../apps/server/test/smtp-sink.ts';
import { root } from './env.ts';

export const mailDir = join(root, 'test-results', 'e2e-mail');

export type DroppedMail = { to: string[]; subject: string; text: string; html: string };

/** What startMailDrop writes: a file read back is checked before it is trusted. */
function isDroppedMail(value: unknown): value is DroppedMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail: { [key: string]: unknown } = { ...value };
  return (
    Array.isArray(mail.to) &&
    mail.to.every((to) => typeof to === 'string') &&
    typeof mail.subject === 'string' &&
    typeof mail.text === 'string' &&
    typeof mail.html === 'string'
  );
}

export async function startMailDrop(): Promise<{ url: string; close: () => Promise<void> }> {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().split('@')[0]?.includes('bounce')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), { from, to });
        count += 1;
        const body: DroppedMail = { to, subject: mail.subject, text: mail.text, html: mail.html };
        writeFileSync(join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify(body));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the mail drop is not on a TCP port');
  const { port } = address;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first e-mail to `address`, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(address: string, timeoutMs = 10_000): Promise<DroppedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of readdirSync(mailDir).sort()) {
      const mail: unknown = JSON.parse(readFileSync(join(mailDir, name), 'utf8'));
      if (!isDroppedMail(mail)) throw new Error(`${name} in the mail drop is not a dropped e-mail`);
      if (mail.to.some((to) => to.toLowerCase() === address.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
