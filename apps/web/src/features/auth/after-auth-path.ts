import { paths } from '@/config/paths.ts';

/**
 * Where a sign-in or sign-up made on the auth page leads: back to a team invite when the visitor came from one
 * (`/auth?invite=<token>`), else the page's usual next step.
 */
export function afterAuthPath(params: URLSearchParams, lang: string, fallback: 'dashboard' | 'onboarding'): string {
  const invite = params.get('invite');
  return invite ? paths.invite.getHref(lang, { token: invite }) : paths[fallback].getHref(lang);
}
