import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';
import { HttpError } from '../http-error.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; kept in the outbox file when there is no SMTP server (logged without its secrets). */
  link: string;
  replyTo?: string;
  /** Written by a user (a support request): the outbox's log line names neither its subject nor its link. */
  private?: boolean;
}

/** Query parameters whose value opens an account or an invite: never written to a log. */
const secretParam = /token|code|key|secret/i;

/** The link as a log may show it: the values of its secret parameters and its fragment replaced. */
export function linkForLog(link: string): string {
  try {
    const url = new URL(link);
    for (const name of [...url.searchParams.keys()]) if (secretParam.test(name)) url.searchParams.set(name, 'redacted');
    if (url.hash) url.hash = 'redacted';
    return url.toString();
  } catch {
    return '[not a URL]';
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes a JSON file in DATA_DIR/outbox. */
export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send({ to, subject, text, html, replyTo }) {
        try {
          await transport.sendMail({ from: env.MAIL_FROM, to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
        } catch (error) {
          // The mail server being down is not our bug: say so and when to retry. Logged without the address.
          const { code, responseCode } = error as { code?: string; responseCode?: number };
          logger.error({ code, responseCode }, 'the SMTP server did not take a mail');
          throw new HttpError(503, 'email_send_failed', 'We could not send the email just now. Please try again in a few minutes.', { 'Retry-After': '60' });
        }
      },
    };
  }
  return createOutboxMailer(env, logger);
}

/** Each message as a JSON file in DATA_DIR/outbox: local use without a mail server. */
export function createOutboxMailer(env: Env, logger: Logger): Mailer {
  const outbox = path.resolve(env.DATA_DIR, 'outbox');
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const file = path.join(outbox, name);
      // Written beside the outbox, then moved in: whoever reads the outbox never sees half a message.
      const partial = path.join(env.DATA_DIR, `.outbox-${name}.part`);
      await writeFile(partial, JSON.stringify({ ...message, from: env.MAIL_FROM, sentAt: new Date().toISOString() }, null, 2));
      await rename(partial, file);
      // The file holds the link; the log, which may be shipped elsewhere, only says where it went. A user's own
      // words (a support request) are not named at all.
      if (message.private) logger.info({ file }, 'mail written to the outbox');
      else logger.info({ file, link: linkForLog(message.link) }, `mail written to the outbox: ${message.subject}`);
    },
  };
}
