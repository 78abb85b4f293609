import type { AppDeps } from '../lib/app-deps.ts';
import { createMailer } from '../lib/mail/mailer.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';
import { escapeHtml } from '../lib/mail/escape-html.ts';

const texts = {
  invite: {
    en: {
      subject: (team: string) => `You are invited to join ${team} on Selecta`,
      intro: (team: string, days: number) =>
        `You are invited to join the team “${team}” on Selecta: you get Pro limits of your own and the team's shared prompts. The link works once, within ${days} days.`,
      action: 'Accept the invitation',
      ignore: 'If you did not expect this invitation, you can ignore this email.',
    },
    es: {
      subject: (team: string) => `Te invitan a unirte a ${team} en Selecta`,
      intro: (team: string, days: number) =>
        `Te invitan a unirte al equipo «${team}» en Selecta: tendrás límites Pro propios y las instrucciones compartidas del equipo. El enlace funciona una vez, durante ${days} días.`,
      action: 'Aceptar la invitación',
      ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
    },
  },
  dissolved: {
    en: {
      subject: (team: string) => `The team ${team} was dissolved`,
      intro: (team: string) =>
        `The owner dissolved the team “${team}” on Selecta. Your account stays as it is, on your own plan; the team's Pro limits and prompts no longer apply.`,
      action: 'Open my dashboard',
      ignore: '',
    },
    es: {
      subject: (team: string) => `El equipo ${team} se ha disuelto`,
      intro: (team: string) =>
        `El propietario ha disuelto el equipo «${team}» en Selecta. Tu cuenta sigue igual, con tu propio plan; los límites Pro y las instrucciones del equipo ya no se aplican.`,
      action: 'Abrir mi panel',
      ignore: '',
    },
  },
} as const;

export type TeamMailKind = keyof typeof texts;

/** A team mail (invite, team dissolved) in English or Spanish; the team's name is the owner's text, so escaped. */
export async function sendTeamMail(deps: AppDeps, kind: TeamMailKind, to: string, locale: MailLocale, team: string, link: string, days = 0) {
  const t = texts[kind][locale];
  const intro = t.intro(team, days);
  const text = `${intro}\n\n${t.action}: ${link}\n${t.ignore ? `\n${t.ignore}\n` : ''}`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111"><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
${t.ignore ? `<p style="color:#555">${escapeHtml(t.ignore)}</p>` : ''}</body></html>`;
  await createMailer(deps.env, deps.logger).send({ to, subject: t.subject(team), text, html, link });
}
