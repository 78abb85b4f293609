/** Where a self-hosted server offers each browser's update manifest and package (decision 048). */
export const distributionPaths = {
  chromeUpdates: '/downloads/chrome/updates.xml',
  chromePackage: (version: string) => `/downloads/chrome/selecta-${version}.crx`,
  firefoxUpdates: '/downloads/firefox/updates.json',
  firefoxPackage: (version: string) => `/downloads/firefox/selecta-${version}.xpi`,
  /** The current Firefox package under one name: a policy's `install_url` stays the same across releases. */
  firefoxLatest: '/downloads/firefox/selecta.xpi',
} as const;

const xmlAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Chromium's update manifest (the gupdate format): the current version of the app and where its CRX is. */
export function chromeUpdateManifest(id: string, version: string, crxUrl: string): string {
  return [
    "<?xml version='1.0' encoding='UTF-8'?>",
    "<gupdate xmlns='http://www.google.com/update2/response' protocol='2.0'>",
    `  <app appid='${xmlAttribute(id)}'>`,
    `    <updatecheck codebase='${xmlAttribute(crxUrl)}' version='${xmlAttribute(version)}' />`,
    '  </app>',
    '</gupdate>',
    '',
  ].join('\n');
}

/**
 * Firefox's update manifest: the add-on's current version, its package and that package's hash (Firefox takes a
 * package over plain http only with a hash; over https the hash still guards the download).
 */
export function firefoxUpdateManifest(id: string, version: string, xpiUrl: string, sha256: string) {
  return { addons: { [id]: { updates: [{ version, update_link: xpiUrl, update_hash: sha256 }] } } };
}
