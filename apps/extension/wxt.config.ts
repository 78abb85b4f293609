import { readFileSync } from 'node:fs';
import { productVersion } from '@selecta/shared/version';
import { defineConfig } from 'wxt';
import { vendorFiles } from './vendor-files.ts';

// The server the build talks to by default; the options page can point it elsewhere (self-hosting teams).
const buildEnv = process.env;
const serverUrl = (buildEnv.EXTENSION_SERVER_URL ?? buildEnv.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const serverOrigin = `${new URL(serverUrl).origin}/*`;
/** The public half of the key that fixes the unpacked Chromium build's id (README: Managed policy). */
const extensionKey = readFileSync(new URL('./extension-key.pub', import.meta.url), 'utf8').trim();

export default defineConfig({
  srcDir: 'src',
  modules: ['@wxt-dev/module-react'],
  outDir: '.output',
  // selecta-chrome.zip (Chrome and Edge) and selecta-firefox.zip, served by /downloads/. The store packages, with
  // Firefox's source archive, come from `npm run package` (src/store-listing/package-store.ts).
  zip: { artifactTemplate: 'selecta-{{browser}}.zip', zipSources: false },
  vite: () => ({ define: { __SELECTA_SERVER_URL__: JSON.stringify(serverUrl) } }),
  // pdf.js's worker and data, Tesseract's worker, engine and English/Spanish data: packaged, never fetched (MV3 forbids
  // remote code; decision 043). Copied from node_modules at build time rather than committed.
  hooks: { 'build:publicAssets': (_wxt, files) => void files.push(...vendorFiles()) },
  // Firefox gets Manifest V3 too (decision 039): one manifest shape, host permissions granted at install since Firefox 127.
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    // The product's one version (decision 048), not this workspace's package.json.
    version: productVersion,
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // sidePanel is added by WXT with the side panel entrypoint; scripting puts the content script into a tab opened before
    // the extension was installed, on the user's click or shortcut there (activeTab; decision 042), and the page's
    // article (Summarize this page) and the area picker into the tab on demand (043); offscreen: Tesseract's workers in
    // Chromium (043). Firefox runs them in its background page.
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', ...(browser === 'firefox' ? [] : ['offscreen'])],
    // WebAssembly from the package itself (Tesseract's engine, pdf.js's image decoders): MV3's one allowed addition to
    // the default policy. No remote script, no eval.
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" },
    // What an organisation may preset by policy (policy/policy-schema.ts); Chrome and Edge validate policy against it.
    // Firefox takes policy without a schema (policies.json or a managed-storage manifest).
    ...(browser !== 'firefox' && { storage: { managed_schema: 'managed-schema.json' } }),
    // A fixed id for the unpacked build, so a policy (`3rdparty.extensions.<id>`) can address it; the store packages
    // leave it out (the stores assign the id). Chromium only: Firefox's id is the gecko id below.
    ...(browser === 'firefox' ? {} : { key: extensionKey }),
    // Self-hosted updates (decision 048): the build's server offers the update manifest; the store packages drop it
    // (the stores update their own). Chromium: a force-install policy's `override_update_url` may name another server.
    ...(browser !== 'firefox' && { update_url: `${serverUrl}/downloads/chrome/updates.xml` }),
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'selecta@selecta.app',
          strict_min_version: '140.0',
          // Self-distributed installs update from the build's server (decision 048). Only over https: Firefox disables an
          // add-on whose updates come over plain http (unless extensions.checkUpdateSecurity is off).
          ...(serverUrl.startsWith('https:') && { update_url: `${serverUrl}/downloads/firefox/updates.json` }),
          // AMO's data-collection declaration: the selected text goes to the Selecta server the user signed in to,
          // for the answer (and only then); nothing else leaves the browser.
          data_collection_permissions: { required: ['websiteContent', 'authenticationInfo'] },
        },
        // Firefox for Android reads the declaration from 142 on.
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
    // Local servers on any port (development, self-hosting on one machine) and the build's own server.
    host_permissions: [...new Set(['http://localhost/*', 'http://127.0.0.1/*', serverOrigin])],
    // A self-hosting team's server is granted at run time from the options page.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // The toolbar and result card, loaded on the first selection by the content script (content/selection-ui-loader.ts).
    // page-article.js: the readable text of the page, asked of the content script where it runs (decision 043).
    web_accessible_resources: [{ resources: ['selection-ui.js', 'page-article.js'], matches: ['<all_urls>'] }],
    commands: {
      'run-last-action': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandRunLast__',
      },
      'focus-toolbar': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_commandFocusToolbar__',
      },
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_commandOpenPanel__',
      },
      // Keys for these are the user's to set at chrome://extensions/shortcuts; the options page says what each runs.
      'run-slot-1': { description: '__MSG_commandSlot1__' },
      'run-slot-2': { description: '__MSG_commandSlot2__' },
      'run-slot-3': { description: '__MSG_commandSlot3__' },
    },
  }),
});
