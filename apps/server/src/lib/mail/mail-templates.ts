import { escapeHtml } from './escape-html.ts';

export type MailLocale = 'en' | 'es';
export type MailKind = 'signup' | 'recovery';

const texts: Record<MailKind, Record<MailLocale, { subject: string; intro: string; action: string; ignore: string }>> = {
  signup: {
    en: {
      subject: 'Confirm your Selecta account',
      intro: 'Welcome to Selecta! Confirm your email address to start using your account.',
      action: 'Confirm my email',
      ignore: 'If you did not create a Selecta account, you can ignore this email.',
    },
    es: {
      subject: 'Confirma tu cuenta de Selecta',
      intro: '¡Te damos la bienvenida a Selecta! Confirma tu correo electrónico para empezar a usar tu cuenta.',
      action: 'Confirmar mi correo',
      ignore: 'Si no has creado una cuenta en Selecta, puedes ignorar este correo.',
    },
  },
  recovery: {
    en: {
      subject: 'Reset your Selecta password',
      intro: 'Someone asked to reset the password of your Selecta account. The link works once, within one hour.',
      action: 'Choose a new password',
      ignore: 'If it was not you, ignore this email: your password stays the same.',
    },
    es: {
      subject: 'Restablece tu contraseña de Selecta',
      intro: 'Se ha solicitado restablecer la contraseña de tu cuenta de Selecta. El enlace funciona una vez, durante una hora.',
      action: 'Elegir una contraseña nueva',
      ignore: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
    },
  },
};

export function toMailLocale(value: unknown): MailLocale {
  return typeof value === 'string' && value.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Subject, plain text and HTML of one auth mail, in English or Spanish. */
export function renderAuthMail(kind: MailKind, locale: MailLocale, link: string) {
  const t = texts[kind][locale];
  const text = `${t.intro}\n\n${t.action}: ${link}\n\n${t.ignore}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
