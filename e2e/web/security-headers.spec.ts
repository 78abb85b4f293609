import { expect, test } from '../support/fixtures.ts';

declare global {
  interface Window {
    cspViolations: string[];
    injectedRan?: boolean;
  }
}

// Every page is served with a Content-Security-Policy (decision 015): the site must run under it without a single
// violation, and a script that an attacker manages to put into the page must not run.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
});

test('the pages run under the policy without a violation, in both languages', async ({ page }) => {
  test.slow(); // eight pages
  for (const path of ['/en', '/es', '/en/pricing', '/es/auth', '/en/auth?login=true', '/es/privacy', '/en/dashboard', '/es/no-existe']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
  }
});

test.describe('an injected script', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });
  test('does not run', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => window.cspViolations)).toEqual([expect.stringMatching(/^script-src-elem inline$/)]);
    expect(await page.evaluate(() => window.injectedRan)).toBeUndefined();
  });
});

test.describe('another site', () => {
  test.use({ allowedConsoleErrors: [/frame-ancestors|Refused to (display|frame)/] });
  test('cannot frame a page', async ({ page, server }) => {
    await page.route('https://framer.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe id="victim" src="${server.url}/en/settings"></iframe>` }),
    );
    await page.goto('https://framer.example/');
    const frame = page.frameLocator('#victim');
    await page.locator('#victim').waitFor();
    await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
    await expect(frame.getByRole('heading')).toHaveCount(0);
  });
});
