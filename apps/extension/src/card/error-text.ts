import type { Locale } from '@selecta/shared/locales';
import type { Translate } from '../i18n/translate.ts';
import type { RunError } from '../messaging/protocol.ts';

export interface ErrorText {
  message: string;
  link: { label: string; href: string } | null;
}

/** "in 3 hours" / "dentro de 3 horas", from an ISO reset time. */
export function resetPhrase(resetAt: string | null, locale: Locale, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (!resetAt) return format.format(1, 'day');
  const seconds = Math.max(0, (Date.parse(resetAt) - now) / 1000);
  if (seconds < 90) return format.format(Math.max(1, Math.round(seconds)), 'second');
  if (seconds < 90 * 60) return format.format(Math.round(seconds / 60), 'minute');
  return format.format(Math.round(seconds / 3600), 'hour');
}

/** What to tell the user about a failed run, and where to go next, in their language. */
export function errorText(error: RunError, t: Translate, locale: Locale, serverUrl: string): ErrorText {
  switch (error.code) {
    case 'unauthorized':
      return { message: t('error.unauthorized'), link: { label: t('error.unauthorized.link'), href: `${serverUrl}/${locale}/auth?login=true` } };
    case 'session_ended':
      return { message: t('error.sessionEnded'), link: { label: t('error.unauthorized.link'), href: `${serverUrl}/${locale}/auth?login=true` } };
    case 'limit_reached':
      return {
        message: t('error.limit', { when: resetPhrase(error.resetAt, locale) }),
        link: { label: t('error.limit.link'), href: `${serverUrl}/${locale}/pricing` },
      };
    case 'too_long':
      return { message: t('error.tooLong'), link: { label: t('error.limit.link'), href: `${serverUrl}/${locale}/pricing` } };
    case 'conversation_too_long':
      return { message: t('error.conversationTooLong'), link: { label: t('error.limit.link'), href: `${serverUrl}/${locale}/pricing` } };
    case 'provider_unavailable':
      return { message: t('error.provider'), link: null };
    case 'team_provider_unavailable':
      return { message: t('error.teamProvider'), link: null };
    case 'server_restarting':
      return { message: t('error.restarting'), link: null };
    case 'outdated':
      // The dashboard offers this browser's current build and how to install it (an organisation's updates itself).
      return { message: t('error.outdated'), link: { label: t('error.outdated.link'), href: `${serverUrl}/${locale}/dashboard` } };
    case 'model_not_allowed':
      return { message: t('error.modelNotAllowed'), link: { label: t('error.limit.link'), href: `${serverUrl}/${locale}/pricing` } };
    case 'mfa_code_required':
      return { message: t('error.mfaCode'), link: null };
    case 'mfa_setup_required':
      return { message: t('error.mfaSetup'), link: { label: t('error.mfaSetup.link'), href: `${serverUrl}/${locale}/settings` } };
    case 'not_configured':
      return { message: t('error.notConfigured'), link: null };
    case 'offline':
      return { message: t('error.offline'), link: null };
    case 'invalid':
      return { message: t('error.invalid', { message: error.message }), link: null };
    default:
      return { message: t('error.unknown'), link: null };
  }
}
