import { browser, type PublicPath } from 'wxt/browser';

/**
 * The address of a third-party file packaged under `vendor/` (copied by `vendor-files.ts` at build time, so WXT's
 * list of public paths does not know it).
 */
export function vendorUrl(path: string): string {
  return browser.runtime.getURL(`/vendor/${path}` as PublicPath);
}
