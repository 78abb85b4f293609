import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const pages = [
  { path: '/en', lang: 'en', title: 'Selecta — AI replies, summaries and translations for any text you select' },
  { path: '/es', lang: 'es', title: 'Selecta — respuestas, resúmenes y traducciones con IA para cualquier texto que selecciones' },
  { path: '/en/auth', lang: 'en', title: 'Create your free account — Selecta' },
  { path: '/es/auth', lang: 'es', title: 'Crea tu cuenta gratis — Selecta' },
  { path: '/en/privacy', lang: 'en', title: 'Privacy policy — Selecta' },
  { path: '/es/privacy', lang: 'es', title: 'Política de privacidad — Selecta' },
] as const;

async function expectMetadata(page: Page, origin: string, path: string, lang: string, title: string, search = '') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(title);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}${search}`);
  const other = path.replace(/^\/(en|es)/, (_, l: string) => (l === 'en' ? '/es' : '/en'));
  await expect(head.locator(`link[rel="alternate"][hreflang="${lang === 'en' ? 'es' : 'en'}"]`)).toHaveAttribute('href', `${origin}${other}${search}`);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path.replace(/^\/es/, '/en')}${search}`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${path}${search}`);
  const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as { '@type': string; potentialAction?: { '@type': string } }[];
  expect(jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  expect(jsonLd[1]?.potentialAction?.['@type']).toBe('SearchAction');
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('title')).toHaveCount(1);
}

test.describe('metadata', () => {
  for (const { path, lang, title } of pages) {
    test(`${path} has its metadata in the prerendered HTML, without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(200);
      await expectMetadata(page, baseURL ?? '', path, lang, title);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await context.close();
    });

    test(`${path} keeps its metadata once hydrated`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expectMetadata(page, baseURL ?? '', path, lang, title);
    });
  }

  test('the login form has its own title and a canonical URL with the query', async ({ page, baseURL }) => {
    await page.goto('/en/auth?login=true');
    await expectMetadata(page, baseURL ?? '', '/en/auth', 'en', 'Sign in — Selecta', '?login=true');
    await page.goto('/es/auth?login=true');
    await expectMetadata(page, baseURL ?? '', '/es/auth', 'es', 'Iniciar sesión — Selecta', '?login=true');
  });

  test('the login form is prerendered for ?login=true: its heading and title come before any JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [lang, title, heading] of [['en', 'Sign in — Selecta', 'Welcome back'], ['es', 'Iniciar sesión — Selecta', 'Hola de nuevo']] as const) {
      const response = await page.goto(`${baseURL}/${lang}/auth?login=true`);
      expect(response?.status()).toBe(200);
      await expectMetadata(page, baseURL ?? '', `/${lang}/auth`, lang, title, '?login=true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await context.close();
  });

  test('navigating between pages updates the title and the language', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).click();
    await expect(page).toHaveTitle('Privacy policy — Selecta');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/privacy$/);
  });
});
