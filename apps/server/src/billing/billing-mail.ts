import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { createMailer } from '../lib/mail/mailer.ts';
import { toMailLocale, type MailLocale } from '../lib/mail/mail-templates.ts';
import type { BillingContext } from './context.ts';
import { escapeHtml } from '../lib/mail/escape-html.ts';

export type BillingMailKind = 'trial_ending' | 'payment_failed';

const texts: Record<BillingMailKind, Record<MailLocale, { subject: string; intro: (date: string) => string; action: string }>> = {
  trial_ending: {
    en: {
      subject: 'Your Selecta Plus trial ends soon',
      intro: (date) => `Your free Plus trial ends on ${date}. Add a payment method to keep Plus; otherwise your account returns to the Free plan.`,
      action: 'Manage my subscription',
    },
    es: {
      subject: 'Tu prueba de Selecta Plus termina pronto',
      intro: (date) => `Tu prueba gratuita de Plus termina el ${date}. Añade un método de pago para seguir con Plus; si no, tu cuenta volverá al plan Free.`,
      action: 'Gestionar mi suscripción',
    },
  },
  payment_failed: {
    en: {
      subject: 'We could not charge your card for Selecta',
      intro: () => 'Your latest Selecta payment failed. Your plan stays active while we retry; please update your card so it is not cancelled.',
      action: 'Update my card',
    },
    es: {
      subject: 'No hemos podido cobrar tu tarjeta para Selecta',
      intro: () => 'Tu último pago de Selecta no se ha podido completar. Tu plan sigue activo mientras lo reintentamos; actualiza tu tarjeta para que no se cancele.',
      action: 'Actualizar mi tarjeta',
    },
  },
};

/** A billing notice (trial ending, payment failed) in the user's language, linking to their dashboard. */
export async function sendBillingMail(ctx: BillingContext, kind: BillingMailKind, userId: string, date: Date | null): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const locale = toMailLocale(user.userMetadata.locale ?? user.userMetadata.lang);
  const t = texts[kind][locale];
  const when = date ? new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date) : '';
  const link = `${ctx.env.PUBLIC_URL}/${locale}/dashboard`;
  const intro = t.intro(when);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111"><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p></body></html>`;
  await createMailer(ctx.env, ctx.logger).send({ to: user.email, subject: t.subject, text: `${intro}\n\n${t.action}: ${link}\n`, html, link });
}
