/**
 * What analytics may know about the address: origin, path and a query without anything secret-looking. Never the
 * fragment: after an email link it holds the session (`#access_token=…&refresh_token=…`, issue 12).
 */
const secretParam = /token|secret|password|passwd|code|key|signature|otp|hash|jwt|auth/i;

/** `?a=1&token=x` → `?a=1`; '' when nothing is left. */
export function withoutSecrets(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...new Set(params.keys())]) if (secretParam.test(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The page path analytics may see: the path and its query with secrets removed. */
export function safePagePath(path: string): string {
  const at = path.search(/[?#]/);
  if (at === -1) return path;
  const query = path.slice(at).split('#')[0] ?? '';
  return path.slice(0, at) + withoutSecrets(query);
}

/** The page location analytics may see: origin + path + query with secrets removed, no fragment. */
export function safePageLocation(href: string): string {
  const url = new URL(href);
  return url.origin + url.pathname + withoutSecrets(url.search);
}
