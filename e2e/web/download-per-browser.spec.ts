import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

const shots = '/tmp/shots-downloads';
mkdirSync(shots, { recursive: true });

const agents = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};
const copy = {
  en: {
    link: { chrome: 'Download beta (.zip)', edge: 'Download beta for Edge (.zip)', firefox: 'Download beta for Firefox (.zip)' },
    step: { chrome: 'Go to chrome://extensions in Chrome.', edge: 'Go to edge://extensions in Edge.', firefox: 'Go to about:debugging#/runtime/this-firefox in Firefox.' },
  },
  es: {
    link: { chrome: 'Descargar beta (.zip)', edge: 'Descargar beta para Edge (.zip)', firefox: 'Descargar beta para Firefox (.zip)' },
    step: { chrome: 'Ve a chrome://extensions en Chrome.', edge: 'Ve a edge://extensions en Edge.', firefox: 'Ve a about:debugging#/runtime/this-firefox en Firefox.' },
  },
};
const paths = { chrome: '/downloads/selecta-extension.zip', edge: '/downloads/selecta-edge.zip', firefox: '/downloads/selecta-firefox.zip' };

for (const lang of ['en', 'es'] as const) {
  for (const browser of ['chrome', 'edge', 'firefox'] as const) {
    test.describe(`${lang} ${browser}`, () => {
      test.use({ userAgent: agents[browser] });

      test(`${lang}: onboarding offers ${browser}'s package and its steps, and the server serves it`, async ({ page, request }) => {
        await signIn(page, request, lang);
        await page.goto(`/${lang}/onboarding`);
        const link = page.getByRole('link', { name: copy[lang].link[browser] });
        await expect(link).toHaveAttribute('href', paths[browser]);
        await expect(page.getByTestId('install-steps')).toContainText(copy[lang].step[browser]);
        const download = await request.get(paths[browser]);
        expect(download.status()).toBe(200);
        expect(download.headers()['content-type']).toBe('application/zip');
        expect((await download.body()).subarray(0, 2).toString()).toBe('PK');
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${shots}/onboarding-${browser}-${lang}-${width}.png`, fullPage: true });
          // Long store names and buttons wrap at 375 px instead of widening the page.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      });
    });
  }
}
