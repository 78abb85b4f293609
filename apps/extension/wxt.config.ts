import { defineConfig } from 'wxt';

// The server the build talks to by default; the options page can point it elsewhere (self-hosting teams).
const buildEnv = process.env;
const serverUrl = (buildEnv.EXTENSION_SERVER_URL ?? buildEnv.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const serverOrigin = `${new URL(serverUrl).origin}/*`;

export default defineConfig({
  srcDir: 'src',
  modules: ['@wxt-dev/module-react'],
  outDir: '.output',
  zip: { artifactTemplate: 'selecta-extension.zip' },
  vite: () => ({ define: { __SELECTA_SERVER_URL__: JSON.stringify(serverUrl) } }),
  manifest: {
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'contextMenus', 'activeTab'],
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
  },
});
