import type { Env } from '../env.ts';

const cache = new Map<string, RegExp>();

/**
 * GoTrue's URI allow-list glob (gobwas/glob with `.` and `/` as separators): `**` matches anything, `*` anything
 * up to the next `.` or `/`, `?` one such character; everything else literally, over the whole URL.
 */
export function globToRegExp(pattern: string): RegExp {
  let regex = cache.get(pattern);
  if (regex) return regex;
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
  }
  regex = new RegExp(`^${source}$`);
  cache.set(pattern, regex);
  return regex;
}

/**
 * Whether `redirect_to` may be followed: a URL on PUBLIC_URL's origin, or one AUTH_REDIRECT_ALLOW_LIST matches. A URL
 * with a user name or password in it (`https://site@evil.example`) never is.
 */
export function isAllowedRedirect(env: Pick<Env, 'PUBLIC_URL' | 'AUTH_REDIRECT_ALLOW_LIST'>, target: string): boolean {
  const url = URL.parse(target);
  if (!url || url.username || url.password) return false;
  if (url.origin === new URL(env.PUBLIC_URL).origin) return true;
  return (env.AUTH_REDIRECT_ALLOW_LIST ?? []).some((pattern) => globToRegExp(pattern).test(target));
}
