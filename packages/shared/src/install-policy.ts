import { z } from 'zod';

/**
 * The browser policies an administrator pastes to force-install a self-hosted server's build and point it at that
 * server (decision 048). The console shows exactly these; the end-to-end tests install Selecta from exactly these.
 */

/** What the server says about its packages (`GET /api/extension/distribution`). */
export const distributionSchema = z.object({
  version: z.string(),
  serverUrl: z.string(),
  chrome: z.object({ id: z.string(), version: z.string(), updateUrl: z.string() }).nullable(),
  firefox: z.object({ id: z.string(), version: z.string(), updateUrl: z.string(), installUrl: z.string() }).nullable(),
});
export type Distribution = z.infer<typeof distributionSchema>;

/**
 * Chrome, Edge and Chromium (a JSON file in the managed policy folder on Linux; the same keys in Group Policy, the
 * registry or a configuration profile): force-installed from the server, updated from it even if the build names
 * another server (`override_update_url`), and told which server to use.
 */
export function chromiumPolicy(chrome: NonNullable<Distribution['chrome']>, serverUrl: string) {
  return {
    ExtensionSettings: {
      [chrome.id]: { installation_mode: 'force_installed', update_url: chrome.updateUrl, override_update_url: true },
    },
    '3rdparty': { extensions: { [chrome.id]: { serverUrl } } },
  };
}

/** The older list policy, for consoles that only offer it: `<id>;<update URL>`. */
export const chromiumForcelistLine = (chrome: NonNullable<Distribution['chrome']>) => `${chrome.id};${chrome.updateUrl}`;

/**
 * Firefox's `policies.json`: force-installed from the server (the build updates itself from the server's update
 * manifest, named in its manifest). An unsigned build installs only where signatures may be off (ESR, Developer
 * Edition, unbranded builds); release Firefox needs the add-on signed by Mozilla (`web-ext sign`, unlisted).
 */
export function firefoxPolicies(firefox: NonNullable<Distribution['firefox']>, serverUrl: string, options: { unsigned: boolean }) {
  return {
    policies: {
      ExtensionSettings: { [firefox.id]: { installation_mode: 'force_installed', install_url: firefox.installUrl } },
      ...(options.unsigned && { Preferences: { 'xpinstall.signatures.required': { Value: false, Status: 'locked' } } }),
      '3rdparty': { Extensions: { [firefox.id]: { serverUrl } } },
    },
  };
}
