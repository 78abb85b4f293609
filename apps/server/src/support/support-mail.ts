import { type SupportPriority, type SupportRequest, supportReplyDays } from '@selecta/shared/support';
import type { PlanId } from '@selecta/shared/plans';
import { plans } from '@selecta/shared/plans';
import type { Env } from '../env.ts';
import { createMailer, createOutboxMailer } from '../lib/mail/mailer.ts';
import type { Logger } from '../lib/logger.ts';
import { escapeHtml } from '../lib/mail/escape-html.ts';

const priorityNames: Record<SupportPriority, string> = { community: 'Community', email: 'Email', priority: 'Priority' };
/** Where the support mail goes when no SUPPORT_EMAIL is set: only ever the outbox. */
const outboxAddress = 'support@outbox.invalid';

export interface SupportMailInput {
  request: SupportRequest;
  user: { id: string; email: string };
  plan: PlanId;
  priority: SupportPriority;
}

/** The support team's mail: the plan and priority first (subject and body), the user's words as plain text. */
export function supportMail({ request, user, plan, priority }: SupportMailInput, publicUrl: string, to: string) {
  const reply = supportReplyDays[priority];
  const facts: [string, string][] = [
    ['Priority', `${priorityNames[priority]}${reply === null ? ' (no promised reply time)' : ` (reply within ${reply} business day${reply === 1 ? '' : 's'})`}`],
    ['Plan', plans[plan].name],
    ['From', user.email],
    ['User id', user.id],
    ['Language', request.locale ?? 'en'],
    ['About', request.page || '—'],
    ['Subject', request.subject],
  ];
  const text = `${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${request.message}\n`;
  const rows = facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111"><table>${rows}</table><pre style="white-space:pre-wrap;font:inherit">${escapeHtml(request.message)}</pre></body></html>`;
  const subject = `[Selecta ${priorityNames[priority]} · ${plans[plan].name}] ${request.subject.replace(/[\r\n]+/g, ' ')}`;
  return { to, subject, text, html, link: `${publicUrl}/en/dashboard`, replyTo: user.email || undefined, private: true };
}

/** Mails a support request to SUPPORT_EMAIL (through SMTP, or the outbox without it), else to the outbox. */
export async function sendSupportMail(env: Env, logger: Logger, input: SupportMailInput): Promise<void> {
  const mailer = env.SUPPORT_EMAIL ? createMailer(env, logger) : createOutboxMailer(env, logger);
  const { replyTo, ...message } = supportMail(input, env.PUBLIC_URL, env.SUPPORT_EMAIL ?? outboxAddress);
  await mailer.send(replyTo ? { ...message, replyTo } : message);
}
