import { readFileSync } from 'node:fs';
import { defineConfig } from 'wxt';

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
  // Firefox gets Manifest V3 too (decision 039): one manifest shape, host permissions granted at install since Firefox 127.
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'contextMenus', 'activeTab'],
    // What an organisation may preset by policy (policy/policy-schema.ts); Chrome and Edge validate policy against it.
    // Firefox takes policy without a schema (policies.json or a managed-storage manifest).
    ...(browser !== 'firefox' && { storage: { managed_schema: 'managed-schema.json' } }),
    // A fixed id for the unpacked build, so a policy (`3rdparty.extensions.<id>`) can address it; the store packages
    // leave it out (the stores assign the id). Chromium only: Firefox's id is the gecko id below.
    ...(browser === 'firefox' ? {} : { key: extensionKey }),
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'selecta@selecta.app',
          strict_min_version: '140.0',
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
    web_accessible_resources: [{ resources: ['selection-ui.js'], matches: ['<all_urls>'] }],
    commands: {
      'run-last-action': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandRunLast__',
      },
      'focus-toolbar': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_commandFocusToolbar__',
      },
      // Keys for these are the user's to set at chrome://extensions/shortcuts; the options page says what each runs.
      'run-slot-1': { description: '__MSG_commandSlot1__' },
      'run-slot-2': { description: '__MSG_commandSlot2__' },
      'run-slot-3': { description: '__MSG_commandSlot3__' },
    },
  }),
});
