import type { SecurityEvent } from '@selecta/shared/security-activity';
import Bowser from 'bowser';
import type { TFunction } from 'i18next';
import { isAuthProvider, providerName } from './provider-name.ts';

type T = TFunction<['settings', 'auth']>;

// A provider we have no name for (one added on the server later) is shown as the server spells it.
const nameOf = (t: T, provider = '') => (provider === 'email' || provider.startsWith('sso') || isAuthProvider(provider) ? providerName(t, provider) : provider);

/** What happened, in a sentence of the interface's language: "Signed in with Google", "Password changed"… */
export function securityEventTitle(t: T, event: SecurityEvent): string {
  switch (event.kind) {
    case 'sign_in':
      return t(`settings:security.signIn.${event.method ?? 'other'}`, { provider: nameOf(t, event.provider) });
    case 'sessions_ended':
      return t(`settings:security.kind.sessions_ended_${event.scope ?? 'global'}`);
    case 'identity_linked':
    case 'identity_unlinked':
      return t(`settings:security.kind.${event.kind}`, { provider: nameOf(t, event.provider) });
    default:
      return t(`settings:security.kind.${event.kind}`);
  }
}

/**
 * The browser and system a User-Agent names ("Chrome 142 on Linux"), read by Bowser. A client that is no browser
 * (a script, a command-line tool) is shown as it named itself, cut short.
 */
export function browserLabel(t: T, userAgent: string | null): string {
  if (!userAgent) return t('settings:security.unknownBrowser');
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.length > 60 ? `${userAgent.slice(0, 59)}…` : userAgent;
  const name = browser.version ? `${browser.name} ${browser.version.split('.')[0]}` : browser.name;
  return os.name ? t('settings:security.browserOn', { browser: name, os: os.name }) : name;
}

/** The client's address as people write it: an IPv4 address the server saw over IPv6 (`::ffff:203.0.113.7`) without its prefix. */
export function displayAddress(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
