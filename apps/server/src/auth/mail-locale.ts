import { type MailLocale, toMailLocale } from '../lib/mail/mail-templates.ts';

/**
 * A mail's language: `?locale=` (or the sign-in's `data.locale`), else the language of the page the link leads to,
 * else the browser's, else English.
 */
export function mailLocaleOf(chosen: unknown, redirectTo: string | undefined, acceptLanguage?: string): MailLocale {
  if (typeof chosen === 'string' && chosen) return toMailLocale(chosen);
  // `redirect_to` is the caller's: one that is not a URL (`http://%5B`) reads as no page, never as an error.
  const page = redirectTo ? URL.parse(redirectTo, 'http://x')?.pathname : undefined;
  if (/^\/es(\/|$)/.test(page ?? '')) return 'es';
  if (page && /^\/en(\/|$)/.test(page)) return 'en';
  return toMailLocale(acceptLanguage?.split(',')[0]?.trim());
}
