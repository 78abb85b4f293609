import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distributionSchema, firefoxPolicies } from '@selecta/shared/install-policy';
import { productVersion } from '@selecta/shared/version';
import puppeteer from 'puppeteer-core';
import { nextVersion, packageFolder } from '../extension/force-install/packages.ts';
import { startServer } from '../support/start-server.ts';
import { geckoId, internalId, openExtensionPage } from './firefox-browser.ts';

/**
 * Decision 048: Firefox ESR installs the server's unsigned build from the console's `policies.json`, then updates it
 * from the server's update manifest. An admin writes the file to /etc/firefox/policies/ (Debian's firefox-esr reads it
 * there: checked by hand, decision 048); this test gives the same file to its own Firefox only, by Firefox's testing
 * path (`browser.policies.alternatePath`, honoured under automation), so no other Firefox on the machine installs it.
 */
test('Firefox ESR force-installs Selecta from policies.json, then updates to the version the server offers next', async () => {
  test.setTimeout(120_000);
  const packages = packageFolder();
  const server = await startServer({ EXTENSION_PACKAGES_DIR: packages.dir });
  // The build names its server's update manifest (an https server's build does so itself; this one is http).
  const selfHosted = (version: string) => (manifest: Record<string, unknown>) => {
    manifest.version = version;
    (manifest.browser_specific_settings as { gecko: Record<string, unknown> }).gecko.update_url = `${server.url}/downloads/firefox/updates.json`;
  };
  packages.write('firefox', selfHosted(productVersion));
  const dir = mkdtempSync(path.join(tmpdir(), 'selecta-ff-force-install-'));
  try {
    const distribution = distributionSchema.parse(await (await fetch(`${server.url}/api/extension/distribution`)).json());
    expect(distribution.firefox).toMatchObject({ id: geckoId, version: productVersion, installUrl: `${server.url}/downloads/firefox/selecta.xpi` });
    const policies = firefoxPolicies(distribution.firefox!, server.url, { unsigned: true });
    // Updates over plain http (this test's server) need the check that wants https off; an https server does not.
    Object.assign(policies.policies.Preferences!, { 'extensions.checkUpdateSecurity': { Value: false, Status: 'locked' } });
    const policiesFile = path.join(dir, 'policies.json');
    writeFileSync(policiesFile, JSON.stringify(policies));

    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      headless: true,
      args: ['--remote-allow-system-access'],
      // Automation mode (what lets Firefox take policies from alternatePath) requires non-local connections off.
      env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
      extraPrefsFirefox: {
        'security.turn_off_all_security_so_that_viruses_can_take_over_this_computer': true,
        'browser.policies.alternatePath': policiesFile,
        'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: internalId }),
        // Add-on updates on (Puppeteer turns them off), checked every two seconds instead of once a day.
        'extensions.update.enabled': true,
        'extensions.update.interval': 2,
        'app.update.timerFirstInterval': 1000,
        'app.update.timerMinimumDelay': 1,
      },
    });
    try {
      const versionShown = async () => {
        const page = await openExtensionPage(browser, 'options.html').catch(() => null);
        if (!page) return null;
        const text = await page.waitForSelector('[data-testid=extension-version]', { timeout: 5000 }).then((el) => el?.evaluate((node) => node.textContent), () => null);
        const server = await page.$eval('[data-testid=server-url]', (input) => [(input as HTMLInputElement).value, (input as HTMLInputElement).disabled]).catch(() => null);
        await page.close();
        return { text, server };
      };
      // Installed from the policy: the version the server offered, its server in force and locked.
      await expect.poll(versionShown, { timeout: 60_000, intervals: [500] }).toEqual({ text: `Version ${productVersion}`, server: [server.url, true] });

      // A new release on the server: Firefox's next update check takes it and the extension applies it at once.
      packages.write('firefox', selfHosted(nextVersion));
      await expect.poll(async () => (await versionShown())?.text, { timeout: 60_000, intervals: [500] }).toBe(`Version ${nextVersion}`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await server.stop();
    packages.remove();
  }
});
