import { type MailLocale } from '../lib/mail/mail-templates.ts';
import { escapeHtml } from '../lib/mail/escape-html.ts';

const texts: Record<MailLocale, { subject: string; intro: string; lifetime: string; ignore: string }> = {
  en: {
    subject: 'Your Selecta confirmation code',
    intro: 'Enter this code to confirm it is you and change your password:',
    lifetime: 'It works once, within one hour. Never share it with anyone.',
    ignore: 'If you did not ask for it, someone may be signed in to your account: change your password, which signs out every other device.',
  },
  es: {
    subject: 'Tu código de confirmación de Selecta',
    intro: 'Introduce este código para confirmar que eres tú y cambiar tu contraseña:',
    lifetime: 'Funciona una vez, durante una hora. No lo compartas con nadie.',
    ignore: 'Si no lo has pedido, puede que alguien haya iniciado sesión en tu cuenta: cambia tu contraseña y se cerrará la sesión en los demás dispositivos.',
  },
};

/** Subject, plain text and HTML of the reauthentication mail (GoTrue's `reauthentication` template): a 6-digit code. */
export function renderReauthenticationMail(locale: MailLocale, code: string, settingsLink: string) {
  const t = texts[locale];
  const text = `${t.intro}\n\n${code}\n\n${t.lifetime}\n\n${t.ignore}\n${settingsLink}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p>${escapeHtml(t.lifetime)}</p>
<p style="color:#555">${escapeHtml(t.ignore)} <a href="${escapeHtml(settingsLink)}">${escapeHtml(settingsLink)}</a></p></body></html>`;
  return { subject: t.subject, text, html };
}
