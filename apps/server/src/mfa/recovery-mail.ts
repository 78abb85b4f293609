import { escapeHtml } from '../lib/mail/escape-html.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';

type Kind = 'code' | 'started' | 'completed';
type Text = { subject: string; lines: string[] };

const when = (locale: MailLocale, date: Date) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' (UTC)';

const texts: Record<MailLocale, (kind: Kind, code: string, readyAt: Date | undefined) => Text> = {
  en: (kind, code, readyAt) =>
    ({
      code: {
        subject: 'Your Selecta code to remove two-step verification',
        lines: [
          'Someone who knows your password asked to remove two-step verification from your Selecta account because the authenticator app is lost. Enter this code to confirm it is you:',
          code,
          'It works once, within 15 minutes. Never share it with anyone.',
          'If you did not ask for it, your password is known to someone else: sign in with your authenticator app and change your password now.',
        ],
      },
      started: {
        subject: 'Two-step verification will be removed from your Selecta account',
        lines: [
          `Two-step verification will be removed from your account on ${readyAt ? when('en', readyAt) : ''}, after a waiting period that gives you time to stop it.`,
          'If this was you, sign in again after that time with your password and finish the recovery.',
          'If this was not you, someone has your password and your email: sign in with your authenticator app now (that cancels the removal), then change your password and your email password.',
        ],
      },
      completed: {
        subject: 'Two-step verification was removed from your Selecta account',
        lines: [
          'Two-step verification was removed from your account and every device was signed out.',
          'Sign in with your password and set up two-step verification again in Settings, with your new phone.',
          'If this was not you, change your password at once and contact support.',
        ],
      },
    })[kind],
  es: (kind, code, readyAt) =>
    ({
      code: {
        subject: 'Tu código de Selecta para quitar la verificación en dos pasos',
        lines: [
          'Alguien que conoce tu contraseña ha pedido quitar la verificación en dos pasos de tu cuenta de Selecta porque ha perdido la app de autenticación. Introduce este código para confirmar que eres tú:',
          code,
          'Funciona una vez, durante 15 minutos. No lo compartas con nadie.',
          'Si no lo has pedido tú, alguien más conoce tu contraseña: inicia sesión con tu app de autenticación y cambia la contraseña ahora.',
        ],
      },
      started: {
        subject: 'Se quitará la verificación en dos pasos de tu cuenta de Selecta',
        lines: [
          `La verificación en dos pasos se quitará de tu cuenta el ${readyAt ? when('es', readyAt) : ''}, tras un periodo de espera que te da tiempo para detenerlo.`,
          'Si has sido tú, vuelve a iniciar sesión con tu contraseña pasado ese plazo y termina la recuperación.',
          'Si no has sido tú, alguien tiene tu contraseña y tu correo: inicia sesión ya con tu app de autenticación (así se cancela), y después cambia tu contraseña y la de tu correo.',
        ],
      },
      completed: {
        subject: 'Se ha quitado la verificación en dos pasos de tu cuenta de Selecta',
        lines: [
          'Se ha quitado la verificación en dos pasos de tu cuenta y se ha cerrado la sesión en todos los dispositivos.',
          'Inicia sesión con tu contraseña y vuelve a activar la verificación en dos pasos en Ajustes, con tu nuevo teléfono.',
          'Si no has sido tú, cambia tu contraseña enseguida y escribe a soporte.',
        ],
      },
    })[kind],
};

/** Subject, plain text and HTML of the lost-authenticator recovery mails (decision 046), in the person's language. */
export function renderRecoveryMail(locale: MailLocale, kind: Kind, options: { code?: string; readyAt?: Date; link: string }) {
  const { subject, lines } = texts[locale](kind, options.code ?? '', options.readyAt);
  const text = `${lines.join('\n\n')}\n\n${options.link}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111">
${lines.map((line) => (line === options.code ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(line)}</p>` : `<p>${escapeHtml(line)}</p>`)).join('\n')}
<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p></body></html>`;
  return { subject, text, html };
}
