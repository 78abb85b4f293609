import { escapeHtml } from '../../lib/mail/escape-html.ts';
import type { MailLocale } from '../../lib/mail/mail-templates.ts';

const texts: Record<MailLocale, { subject: string; intro: string; left: (n: number) => string; next: string; notYou: string }> = {
  en: {
    subject: 'A recovery code was used to sign in to Selecta',
    intro: 'One of your single sign-on recovery codes was just used to sign in to your Selecta account, past your team’s identity provider.',
    left: (n) => (n === 1 ? 'You have 1 unused recovery code left.' : `You have ${n} unused recovery codes left.`),
    next: 'Fix the identity provider, or turn off “Require SSO”, in the Single sign-on card of your dashboard; generate new codes there when you run low.',
    notYou: 'If it was not you, someone has your password and a code: change your password and generate new codes now.',
  },
  es: {
    subject: 'Se ha usado un código de recuperación para entrar en Selecta',
    intro: 'Se acaba de usar uno de tus códigos de recuperación del inicio de sesión único para entrar en tu cuenta de Selecta sin pasar por el proveedor de identidad de tu equipo.',
    left: (n) => (n === 1 ? 'Te queda 1 código de recuperación sin usar.' : `Te quedan ${n} códigos de recuperación sin usar.`),
    next: 'Arregla el proveedor de identidad, o desactiva «Exigir SSO», en la tarjeta Inicio de sesión único de tu panel; genera códigos nuevos allí cuando te queden pocos.',
    notYou: 'Si no has sido tú, alguien tiene tu contraseña y un código: cambia tu contraseña y genera códigos nuevos ahora.',
  },
};

/** Subject, text and HTML of the mail telling the owner a recovery code signed them in, and how many are left. Never the code. */
export function renderRecoveryCodeMail(locale: MailLocale, left: number, dashboardLink: string) {
  const t = texts[locale];
  const text = `${t.intro}\n\n${t.left(left)}\n\n${t.next}\n${dashboardLink}\n\n${t.notYou}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(t.intro)}</p>
<p style="font-weight:700">${escapeHtml(t.left(left))}</p>
<p>${escapeHtml(t.next)} <a href="${escapeHtml(dashboardLink)}">${escapeHtml(dashboardLink)}</a></p>
<p style="color:#555">${escapeHtml(t.notYou)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
