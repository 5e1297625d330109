// The mail adapter: nodemailer over SMTP when SMTP_URL is set, otherwise a mailer that says it is not
// configured (the web app then copies the link, SPEC §7). nodemailer is imported on first use so a
// server without mail never loads it.
import { isRecord } from '@nova/core/guards';
import type { Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type SendOutcome = { sent: true } | { sent: false; reason: 'not_configured' | 'send_failed' };

export type Mailer = {
  readonly configured: boolean;
  /** Never throws: a failure is logged and reported as `send_failed`. */
  send(message: MailMessage): Promise<SendOutcome>;
  close(): void;
};

type Log = { warn(obj: object, msg: string): void };

const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(options: { smtpUrl: string | null; from: string; log: Log }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      configured: false,
      send: async () => ({ sent: false, reason: 'not_configured' }),
      close() {},
    };
  }
  let transport: Promise<Transporter> | null = null;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...timeouts }),
    );
    return transport;
  };
  return {
    configured: true,
    async send(message) {
      try {
        await (await transporter()).sendMail({ from, ...message });
        return { sent: true };
      } catch (error) {
        // The SMTP URL may hold a password: log the error's message and code, never the URL.
        const e = isRecord(error) ? error : {};
        log.warn({ code: e.code, responseCode: e.responseCode, reason: e.message }, 'e-mail not sent');
        return { sent: false, reason: 'send_failed' };
      }
    },
    close() {
      transport?.then((t) => t.close()).catch(() => {});
    },
  };
}
