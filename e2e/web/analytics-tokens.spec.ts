import type { Page } from '@playwright/test';
import { latestMail } from '../account/account-helpers.ts';
import { authHeaders, createUser } from '../support/session.ts';
import { expect, testWithServer } from '../support/fixtures.ts';

// A server of the file's own, with a Tag Manager container; the page is gone before it stops.
const test = testWithServer({ GTM_ID: 'GTM-TEST123' });

const dataLayer = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));

/** The session supabase-js stored after reading the link's fragment. */
const storedSession = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return JSON.parse((key && localStorage.getItem(key)) || 'null') as { access_token: string; refresh_token: string } | null;
  });

const copy = { en: 'New password', es: 'Nueva contraseña' } as const;

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: a recovery link's tokens never reach analytics, nor Tag Manager's page`, async ({ page, request, server }) => {
    // Where the page was when Tag Manager was fetched: it reads the address itself.
    const gtmLoadedAt: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmLoadedAt.push(page.url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${server.url}/${lang}`);
    await page.getByRole('button', { name: lang === 'es' ? 'Aceptar analítica' : 'Accept analytics' }).click();
    await expect.poll(() => gtmLoadedAt.length).toBe(1);

    const { email } = await createUser(request);
    const recover = await request.post(`${server.url}/auth/v1/recover`, { headers: authHeaders, data: { email }, params: { redirect_to: `${server.url}/${lang}/reset-password` } });
    expect(recover.ok()).toBe(true);
    const mail = await latestMail(server.dataDir, email);
    // A fresh tab, as from the mail client: the app, analytics and Tag Manager start with the tokens in the address.
    gtmLoadedAt.length = 0;
    await page.goto(mail.link);
    await expect(page.getByLabel(copy[lang], { exact: true })).toBeVisible();
    await expect.poll(() => gtmLoadedAt.length).toBe(1);
    const session = await storedSession(page);
    expect(session?.access_token).toBeTruthy();

    const layer = await dataLayer(page);
    expect(layer).toContain(`"page_location":"${server.url}/${lang}/reset-password"`);
    for (const secret of [session!.access_token, session!.refresh_token, 'access_token', 'refresh_token']) expect(layer).not.toContain(secret);
    // supabase-js clears the fragment by setting an empty hash: a bare '#' may stay.
    const cleared = new RegExp(`^${server.url}/${lang}/reset-password#?$`);
    expect(gtmLoadedAt).toEqual([expect.stringMatching(cleared)]);
    expect(page.url()).toMatch(cleared);
  });
}
