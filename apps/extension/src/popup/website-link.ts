import type { Locale } from '@selecta/shared/locales';
import type { Policy } from '../policy/policy-schema.ts';

/**
 * A page of the website in the interface language. With the organisation's `disableAnalytics` the website is told
 * so (`analytics=off`): it records the visitor's analytics choice as declined and never loads Tag Manager.
 */
export function websiteLink(serverUrl: string, locale: Locale, path: string, policy: Pick<Policy, 'disableAnalytics'>): string {
  const url = new URL(`${serverUrl}/${locale}${path}`);
  if (policy.disableAnalytics) url.searchParams.set('analytics', 'off');
  return url.toString();
}
