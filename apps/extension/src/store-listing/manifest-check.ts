import { permissionJustifications } from './listing.ts';

/** What a Chromium store package may ask for: anything more must be added here, with a justification in listing.ts. */
const allowedPermissions = ['storage', 'contextMenus', 'activeTab', 'sidePanel', 'scripting', 'offscreen'];
const allowedOptionalHosts = ['https://*/*', 'http://*/*'];
/** This machine, on any port (the build's own server is http://localhost:3000 unless EXTENSION_SERVER_URL says otherwise). */
const localHost = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/\*$/;

interface Manifest {
  manifest_version?: number;
  key?: string;
  update_url?: string;
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  optional_permissions?: string[];
  content_security_policy?: { extension_pages?: string; sandbox?: string };
  web_accessible_resources?: { resources: string[]; matches: string[] }[];
  background?: { service_worker?: string };
}

/** Ways a package could run code it did not ship (the stores forbid it) or evaluate strings. */
const remoteCode: [RegExp, string][] = [
  [/<script[^>]+src=["']?(https?:)?\/\//i, 'a <script> from another origin'],
  [/\b(import|importScripts)\(\s*["'`](https?:)?\/\//, 'code imported from a URL'],
  [/\beval\(/, 'eval()'],
  // Not webpack's global lookup `globalThis || new Function("return this")()` (Tesseract's worker): unreachable where
  // globalThis exists, and the CSP would refuse it anyway.
  [/\bnew Function\((?!"return this"\))/, 'new Function()'],
];

/**
 * Our own check of a Chromium package (the stores run theirs on upload): Manifest V3, minimal permissions each with a
 * justification, no key (the store assigns the id) or update URL, the default CSP or a stricter one, no remote code. Answers the
 * problems found; none: ready to upload.
 */
export function checkChromiumPackage(manifest: Manifest, files: Map<string, string>): string[] {
  const problems: string[] = [];
  if (manifest.manifest_version !== 3) problems.push('not Manifest V3');
  if (manifest.key) problems.push('a "key" (the store assigns the id)');
  if (manifest.update_url) problems.push('an "update_url" (the store updates its own packages)');
  for (const permission of manifest.permissions ?? []) {
    if (!allowedPermissions.includes(permission)) problems.push(`permission "${permission}" is not one we allow`);
    if (!permissionJustifications[permission]) problems.push(`permission "${permission}" has no justification`);
  }
  if (manifest.optional_permissions?.length) problems.push(`optional permissions ${manifest.optional_permissions.join(', ')}`);
  const remoteHosts = (manifest.host_permissions ?? []).filter((host) => !localHost.test(host));
  if (remoteHosts.length > 1 || remoteHosts.some((host) => !/^https:\/\/[a-z0-9.-]+(:\d+)?\/\*$/.test(host))) {
    problems.push(`host permissions beyond the local machine and one https server: ${remoteHosts.join(', ')}`);
  }
  for (const host of manifest.optional_host_permissions ?? []) if (!allowedOptionalHosts.includes(host)) problems.push(`optional host "${host}"`);
  const csp = manifest.content_security_policy?.extension_pages;
  // 'wasm-unsafe-eval' compiles the package's own WebAssembly (OCR, PDF images): allowed in MV3; 'unsafe-eval' is not.
  if (csp && (/'unsafe-eval'|unsafe-inline/.test(csp) || /script-src[^;]*(https?:|\*)/.test(csp))) problems.push(`a weakened CSP: ${csp}`);
  for (const entry of manifest.web_accessible_resources ?? []) {
    if (entry.resources.some((resource) => resource.includes('*'))) problems.push('web-accessible resources by wildcard');
  }
  for (const [name, text] of files) {
    if (!/\.(js|mjs|html)$/.test(name)) continue;
    for (const [pattern, what] of remoteCode) if (pattern.test(text)) problems.push(`${name}: ${what}`);
  }
  return problems;
}
