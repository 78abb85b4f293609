import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './extension-fixtures.ts';

const shots = '/tmp/shots-popup-usage';
mkdirSync(shots, { recursive: true });
const used = { en: (n: number, limit: number) => `${n} of ${limit} used today`, es: (n: number, limit: number) => `${n} de ${limit} usadas hoy` } as const;

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the popup shows today's actions against the day's limit as a bar, in light and dark`, async ({ extContext, extensionId, signIn, server, playwright }) => {
      const user = await signIn();
      const api = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { authorization: `Bearer ${user.accessToken}` } });
      // Real runs through the gateway, one of them from a saved prompt of the user's own.
      for (const body of [{ action: 'tldr' }, { action: 'reply' }, { action: 'custom', prompt: 'Shorter', savedPrompt: 'own' }]) {
        const run = await api.post('/api/ai/run', { data: { text: 'A customer writes that the parcel is late.', ...body } });
        expect(run.status()).toBe(200);
        await run.text();
      }
      const usage = (await (await api.get('/api/usage')).json()) as { windows: { window: string; limit: number; used: number }[] };
      const day = usage.windows.find((w) => w.window === 'day')!;
      expect(day.used).toBe(3);
      await api.dispose();

      const popup = await extContext.newPage();
      for (const scheme of ['light', 'dark'] as const) {
        await popup.emulateMedia({ colorScheme: scheme });
        await popup.setViewportSize({ width: 360, height: 600 });
        await popup.goto(`chrome-extension://${extensionId}/popup.html`);
        const meter = popup.getByTestId('day-meter');
        await expect(meter).toHaveAttribute('aria-valuenow', '3');
        await expect(meter).toHaveAttribute('aria-valuemax', String(day.limit));
        await expect(meter).toHaveAttribute('aria-valuetext', used[lang](3, day.limit));
        // The bar's filled part is the share used, beside the numbers (what is left) the popup already shows.
        const share = await meter.evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().width / el.getBoundingClientRect().width);
        expect(share).toBeCloseTo(3 / day.limit, 2);
        await expect(popup.getByTestId('account-remaining')).toContainText(String(day.limit - 3));
        const results = await new AxeBuilder({ page: popup }).analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
        await popup.screenshot({ path: `${shots}/popup-usage-${lang}-${scheme}.png`, fullPage: true });
      }
      await popup.close();
    });
  });
}
