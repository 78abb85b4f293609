import { escapeHtml } from '../lib/mail/escape-html.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';

const texts: Record<MailLocale, { subject: string; intro: string; action: string; lifetime: string; ignore: string }> = {
  en: {
    subject: 'Your Selecta sign-in code',
    intro: 'Enter this code on the sign-in page to sign in to Selecta:',
    action: 'Or sign in with this link',
    lifetime: 'The code and the link work once, within one hour. Never share them with anyone.',
    ignore: 'If you did not ask to sign in, you can ignore this email: nobody can sign in without the code.',
  },
  es: {
    subject: 'Tu código para iniciar sesión en Selecta',
    intro: 'Introduce este código en la página de inicio de sesión para entrar en Selecta:',
    action: 'O inicia sesión con este enlace',
    lifetime: 'El código y el enlace funcionan una vez, durante una hora. No los compartas con nadie.',
    ignore: 'Si no has pedido iniciar sesión, puedes ignorar este correo: nadie puede entrar sin el código.',
  },
};

/** Subject, plain text and HTML of the email sign-in mail (GoTrue's `magic_link` template): a 6-digit code and a link. */
export function renderEmailOtpMail(locale: MailLocale, code: string, link: string) {
  const t = texts[locale];
  const text = `${t.intro}\n\n${code}\n\n${t.action}: ${link}\n\n${t.lifetime}\n\n${t.ignore}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.lifetime)}</p>
<p style="color:#555">${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
