import { versionHeader } from '@selecta/shared/version';
import { browser } from 'wxt/browser';

/** The version this installed extension runs (its manifest's: the product version it was built as). */
export const extensionVersion = (): string => browser.runtime.getManifest().version;

/**
 * `fetch` to the Selecta server's `/api`, saying which version of the extension calls: a server that no longer
 * answers it says so (400 `extension_outdated`) instead of half working (decision 048).
 */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(versionHeader, extensionVersion());
  return fetch(url, { ...init, headers });
}
