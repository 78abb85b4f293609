import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumPolicy, distributionSchema } from '@selecta/shared/install-policy';
import { productVersion } from '@selecta/shared/version';
import { startServer } from '../support/start-server.ts';
import { nextVersion, packageFolder } from './force-install/packages.ts';

/**
 * Decision 048: an organisation's own server is where Chromium installs Selecta from and updates it from. Debian's
 * Chromium reads the console's policy from the machine's managed folder, installs the CRX the server signed with its
 * own key (a new key per test server, so a new extension id: no other test's browser or checkout is named by this
 * policy, and the other specs' browsers, started with --disable-extensions-except, never act on it), then takes a new
 * version the server starts offering when the extension asks for an update check.
 */
const policyDir = '/etc/chromium/policies/managed';

/** What the test reads in the extension's pages and worker. */
interface ChromeApi {
  chrome: { runtime: { getManifest(): { version: string }; requestUpdateCheck(): Promise<{ status: string; version?: string }> } };
}

test('Chromium force-installs Selecta from the server under a managed policy, then updates to the version the server offers next', async () => {
  test.setTimeout(120_000);
  const packages = packageFolder();
  packages.write('chrome');
  const server = await startServer({ EXTENSION_PACKAGES_DIR: packages.dir });
  const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-force-install-'));
  let policyFile: string | undefined;
  try {
    const distribution = distributionSchema.parse(await (await fetch(`${server.url}/api/extension/distribution`)).json());
    const build = distribution.chrome!;
    expect(build).toMatchObject({ version: productVersion, updateUrl: `${server.url}/downloads/chrome/updates.xml` });
    // The policy the console shows, and DevTools allowed on it so the test can look inside (off by default for
    // force-installed extensions; it only ever allows more).
    mkdirSync(policyDir, { recursive: true });
    policyFile = path.join(policyDir, `selecta-e2e-force-install-${build.id}.json`);
    writeFileSync(policyFile, JSON.stringify({ ...chromiumPolicy(build, server.url), DeveloperToolsAvailability: 1 }));

    const context = await chromium.launchPersistentContext(userDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      // Extensions and their updates on, as in a user's browser: Playwright turns both off by default.
      ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages', '--disable-background-networking'],
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      const ours = (worker: { url(): string }) => worker.url().startsWith(`chrome-extension://${build.id}/`);
      const installed = context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', { predicate: ours, timeout: 60_000 }));
      expect(await installed.evaluate(() => (globalThis as unknown as ChromeApi).chrome.runtime.getManifest().version)).toBe(productVersion);

      // The policy's server is the one in force, locked; the page shows the version the server offered.
      const options = await context.newPage();
      await options.goto(`chrome-extension://${build.id}/options.html`);
      await expect(options.getByTestId('extension-version')).toHaveText(`Version ${productVersion}`);
      await expect(options.getByTestId('server-url')).toHaveValue(server.url);
      await expect(options.getByTestId('server-url')).toBeDisabled();

      // A new release on the server: the next update check finds it, and the extension applies it at once.
      packages.write('chrome', (manifest) => (manifest.version = nextVersion));
      const updated = context.waitForEvent('serviceworker', { predicate: ours, timeout: 60_000 });
      expect(await options.evaluate(() => (globalThis as unknown as ChromeApi).chrome.runtime.requestUpdateCheck())).toMatchObject({ status: 'update_available', version: nextVersion });
      expect(await (await updated).evaluate(() => (globalThis as unknown as ChromeApi).chrome.runtime.getManifest().version)).toBe(nextVersion);
      const reopened = await context.newPage();
      await reopened.goto(`chrome-extension://${build.id}/options.html`);
      await expect(reopened.getByTestId('extension-version')).toHaveText(`Version ${nextVersion}`);
    } finally {
      await context.close();
    }
  } finally {
    if (policyFile) rmSync(policyFile, { force: true });
    rmSync(userDir, { recursive: true, force: true });
    await server.stop();
    packages.remove();
  }
});
