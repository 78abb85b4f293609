import { describe, expect, it } from 'vitest';
import { checkChromiumPackage } from './manifest-check.ts';
import { permissionJustifications } from './listing.ts';

const good = {
  manifest_version: 3,
  permissions: ['storage', 'contextMenus', 'activeTab'],
  host_permissions: ['http://localhost/*', 'http://127.0.0.1/*', 'http://localhost:3000/*', 'https://selecta.app/*'],
  optional_host_permissions: ['https://*/*', 'http://*/*'],
  web_accessible_resources: [{ resources: ['selection-ui.js'], matches: ['<all_urls>'] }],
};
const files = new Map([
  ['background.js', 'chrome.runtime.onMessage.addListener(() => {});'],
  ['popup.html', '<script type="module" src="/chunks/popup.js"></script>'],
]);

describe('the Chromium package check', () => {
  it('passes a minimal package', () => {
    expect(checkChromiumPackage(good, files)).toEqual([]);
  });

  it('allows WebAssembly from the package and webpack\'s global lookup, not eval', () => {
    const wasm = { ...good, content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" } };
    const worker = new Map([['vendor/worker.min.js', 'r.g=function(){if("object"==typeof globalThis)return globalThis;try{return this||new Function("return this")()}catch(t){}}()']]);
    expect(checkChromiumPackage(wasm, worker)).toEqual([]);
    const evil = { ...good, content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'" } };
    expect(checkChromiumPackage(evil, new Map([['x.js', 'new Function("return fetch")()']]))).toEqual([
      "a weakened CSP: script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
      'x.js: new Function()',
    ]);
  });

  it('finds a key, extra permissions, broad hosts, a weak CSP and remote code', () => {
    const bad = {
      ...good,
      key: 'MIIB…',
      update_url: 'https://selecta.example/downloads/chrome/updates.xml',
      permissions: [...good.permissions, 'tabs'],
      host_permissions: ['<all_urls>'],
      content_security_policy: { extension_pages: "script-src 'self' 'unsafe-eval'; object-src 'self'" },
      web_accessible_resources: [{ resources: ['*.js'], matches: ['<all_urls>'] }],
    };
    const remote = new Map([
      ['options.html', '<script src="https://cdn.example/lib.js"></script>'],
      ['a.js', 'import("https://cdn.example/x.js")'],
      ['b.js', 'const f = new Function("return 1")'],
      ['c.js', 'eval(code)'],
    ]);
    expect(checkChromiumPackage(bad, remote)).toEqual([
      'a "key" (the store assigns the id)',
      'an "update_url" (the store updates its own packages)',
      'permission "tabs" is not one we allow',
      'permission "tabs" has no justification',
      'host permissions beyond the local machine and one https server: <all_urls>',
      "a weakened CSP: script-src 'self' 'unsafe-eval'; object-src 'self'",
      'web-accessible resources by wildcard',
      'options.html: a <script> from another origin',
      'a.js: code imported from a URL',
      'b.js: new Function()',
      'c.js: eval()',
    ]);
  });

  it('has a justification in both languages for every permission and host the listing names', () => {
    for (const [name, text] of Object.entries(permissionJustifications)) {
      expect(text.en, name).toMatch(/\w/);
      expect(text.es, name).toMatch(/\w/);
    }
  });
});
