import { mkdirSync } from 'node:fs';
import { chromiumForcelistLine, chromiumPolicy, distributionSchema, firefoxPolicies } from '@selecta/shared/install-policy';
import { expect, test } from '../support/fixtures.ts';
import { proOwner } from '../teams/teams-helpers.ts';
import { sectionPath } from '../console/console-helpers.ts';

// Decision 048: the console's "Install for your organisation" card, in the team's Security section (decision 045). The policies it shows are the ones the force-install tests put in Chromium and Firefox.
const shots = '/tmp/shots-install-policy';
mkdirSync(shots, { recursive: true });

const texts = {
  en: { title: 'Install for your organisation', chromium: 'Chrome, Edge and Chromium', copy: 'Copy', copied: 'Copied to the clipboard' },
  es: { title: 'Instalar en tu organización', chromium: 'Chrome, Edge y Chromium', copy: 'Copiar', copied: 'Copiado al portapapeles' },
};

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: the team's Security section shows the exact policies that force-install this server's build, ready to copy`, async ({ page, request, server, context }) => {
    test.slow(); // two page sizes and their screenshots
    const t = texts[lang];
    const distribution = distributionSchema.parse(await (await request.get('/api/extension/distribution')).json());
    expect(distribution.chrome?.updateUrl).toBe(`${server.url}/downloads/chrome/updates.xml`);
    const owner = await proOwner(request, lang);
    expect((await request.post('/api/teams', { headers: owner.bearer, data: { name: 'Acme IT' } })).status()).toBe(201);
    await page.goto(`/${lang}/privacy`);
    await page.evaluate((value) => localStorage.setItem('sb-localhost-auth-token', value), JSON.stringify(owner.session));
    await page.goto(sectionPath(lang, 'teamSecurity'));
    const card = page.getByTestId('install-policy');
    await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(card.getByTestId('policy-chromium').locator('code')).toHaveText(JSON.stringify(chromiumPolicy(distribution.chrome!, server.url), null, 2));
    await expect(card.getByTestId('policy-forcelist').locator('code')).toHaveText(chromiumForcelistLine(distribution.chrome!));
    await expect(card.getByTestId('policy-firefox').locator('code')).toHaveText(JSON.stringify(firefoxPolicies(distribution.firefox!, server.url, { unsigned: true }), null, 2));
    await expect(card.getByTestId('policy-chromium')).toContainText(distribution.chrome!.id);

    // Before any toast; the analytics question stays answered no, as a visitor would.
    const decline = page.getByRole('button', { name: lang === 'en' ? 'Decline' : 'Rechazar' });
    if (await decline.isVisible()) await decline.click();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card.screenshot({ path: `${shots}/install-policy-${lang}-${width}.png` });
    }

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByTestId('policy-forcelist').getByRole('button', { name: t.copy }).click();
    await expect(page.getByText(t.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chromiumForcelistLine(distribution.chrome!));

  });
}
