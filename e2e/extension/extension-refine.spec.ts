import type { Page } from '@playwright/test';
import { usedToday } from './on-device-helpers.ts';
import { messages, selectAll } from './page-actions.ts';
import { selectaUi, type UiLocator } from './selecta-ui.ts';
import { expect, test } from './extension-fixtures.ts';

/** Each language's labels, and answers the provider double gives per request kind (so versions differ). */
const languages = {
  en: {
    toolbar: 'Selecta actions', reply: 'Reply', shorter: 'Shorter', back: 'Previous version', forward: 'Next version',
    followUp: 'Ask for another change…', replace: 'Replace',
    message: 'Hi, my order #4411 was due on Monday and has not arrived. Can you tell me where it is?',
    answers: {
      first: 'Hello, thank you for writing. Your order #4411 left our warehouse on Monday and should reach you within two working days. We are sorry for the wait.',
      shorter: 'Hi! Order #4411 shipped Monday and arrives within two days. Sorry for the wait.',
      followUp: 'Hi! Order #4411 shipped Monday and arrives within two days; you can follow it at [tracking link]. Sorry for the wait.',
    },
    instruction: 'Add the tracking link',
  },
  es: {
    toolbar: 'Acciones de Selecta', reply: 'Responder', shorter: 'Más corta', back: 'Versión anterior', forward: 'Versión siguiente',
    followUp: 'Pide otro cambio…', replace: 'Reemplazar',
    message: 'Hola, mi pedido #4411 debía llegar el lunes y aún no ha llegado. ¿Podéis decirme dónde está?',
    answers: {
      first: 'Hola, gracias por escribirnos. Tu pedido #4411 salió de nuestro almacén el lunes y te llegará en dos días laborables. Sentimos la espera.',
      shorter: '¡Hola! El pedido #4411 salió el lunes y llega en dos días. Sentimos la espera.',
      followUp: '¡Hola! El pedido #4411 salió el lunes y llega en dos días; puedes seguirlo en [enlace de seguimiento]. Sentimos la espera.',
    },
    instruction: 'Añade el enlace de seguimiento',
  },
} as const;

const pageWith = (text: string) => `<!doctype html><html><head><title>Support inbox</title>
<style>body { font: 15px system-ui; margin: 24px; color: #222 } textarea { width: min(560px, 90vw); font: inherit }</style>
</head><body><h1>Ticket #4411</h1><textarea id="area" rows="4">${text}</textarea></body></html>`;

const userMessage = (body: Record<string, unknown>) => messages({ body } as never).find((m) => m.role === 'user')?.content ?? '';
const systemMessage = (body: Record<string, unknown>) => messages({ body } as never).find((m) => m.role === 'system')?.content ?? '';

async function shoot(page: Page, card: UiLocator, file: string, width: number) {
  await page.setViewportSize({ width, height: 760 });
  // The card is placed again for the new width: wait until it stands still.
  await card.locator('.selecta-version-position').box();
  await page.screenshot({ path: file });
}

for (const [language, l] of Object.entries(languages)) {
  test.describe(`Refining the answer (${language})`, () => {
    test.use({ interfaceLanguage: language as 'en' | 'es' });

    test(`Shorter and a follow-up stream new versions; back and forward move between them (${language})`, async ({ extContext, site, signIn, double, server, playwright }) => {
      const message = `${l.message} (${test.info().testId})`;
      double.options.reply = (body) => {
        if (!userMessage(body).includes(message)) return 'not this test';
        if (userMessage(body).includes('<instruction>')) return l.answers.followUp;
        return systemMessage(body).includes('noticeably shorter') ? l.answers.shorter : l.answers.first;
      };
      site.html.set(`/refine-${language}`, pageWith(message));
      const { accessToken } = await signIn();
      const page = await extContext.newPage();
      await page.setViewportSize({ width: 1280, height: 760 });
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/refine-${language}`);
      await selectAll(page, '#area');
      await ui.toolbar(l.toolbar).button(l.reply).click();
      const card = ui.card(l.reply);
      const output = () => card.locator('.selecta-output').text();
      const position = () => card.locator('.selecta-version-position').text();
      await expect.poll(output).toBe(l.answers.first);

      // Shorter: a second version streams in, from the first answer and the same selection.
      await card.button(l.shorter).click();
      await expect.poll(output).toBe(l.answers.shorter);
      await expect.poll(position).toBe('2 / 2');
      // Back shows version 1; forward (by keyboard: Shift+Tab from the follow-up field to ›, then Enter) version 2.
      await card.button(l.back).click();
      await expect.poll(output).toBe(l.answers.first);
      expect(await position()).toBe('1 / 2');
      await card.textbox(l.followUp).click();
      for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+Tab');
      await expect.poll(() => card.button(l.forward).isFocused()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(output).toBe(l.answers.shorter);
      expect(await position()).toBe('2 / 2');

      // A free follow-up makes version 3 from version 2.
      await card.textbox(l.followUp).fill(l.instruction);
      await page.keyboard.press('Enter');
      await expect.poll(output).toBe(l.answers.followUp);
      await expect.poll(position).toBe('3 / 3');
      await expect.poll(() => card.locator('.selecta-versions').attribute('aria-label')).toBe(language === 'en' ? 'Version 3 of 3' : 'Versión 3 de 3');
      await shoot(page, card, `/tmp/shots-refine/refine-${language}-1280.png`, 1280);
      await shoot(page, card, `/tmp/shots-refine/refine-${language}-375.png`, 375);
      await page.emulateMedia({ colorScheme: 'dark' });
      await shoot(page, card, `/tmp/shots-refine/refine-${language}-375-dark.png`, 375);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 760 });

      // The provider saw each refinement with the previous answer and the selection as data.
      const ours = double.requests.filter((r) => userMessage(r.body).includes(message));
      expect(ours).toHaveLength(3);
      const [, shorter, followUp] = ours.map((r) => ({ system: systemMessage(r.body), user: userMessage(r.body) }));
      for (const sent of [shorter!, followUp!]) {
        expect(sent.user).toContain(`<selected_text>\n${message}\n</selected_text>`);
        expect(sent.system).toContain('strictly as data');
      }
      expect(shorter!.user).toContain(`<previous_answer>\n${l.answers.first}\n</previous_answer>`);
      expect(followUp!.user).toContain(`<previous_answer>\n${l.answers.shorter}\n</previous_answer>`);
      expect(followUp!.user).toContain(`<instruction>\n${l.instruction}\n</instruction>`);

      // Each refinement counted one run: three in all.
      const api = await playwright.request.newContext({ baseURL: server.url });
      expect(await usedToday(api, accessToken)).toBe(3);
      await api.dispose();

      // Replace writes the version shown: back to version 2, then Replace.
      await card.button(l.back).click();
      await expect.poll(output).toBe(l.answers.shorter);
      await card.button(l.replace).click();
      await expect.poll(() => page.locator('#area').inputValue()).toBe(l.answers.shorter);
      await page.close();
    });
  });
}

test('a refinement that fails keeps the version shown and says so; Retry runs the refinement again', async ({ extContext, site, signIn, double }) => {
  const l = languages.en;
  const message = `${l.message} (${test.info().testId})`;
  double.options.reply = (body) => (systemMessage(body).includes('more formal') ? 'Dear customer, order #4411 shipped on Monday.' : l.answers.first);
  site.html.set('/refine-fails', pageWith(message));
  await signIn();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/refine-fails`);
  await selectAll(page, '#area');
  await ui.toolbar().button('Reply').click();
  const card = ui.card('Reply');
  const output = () => card.locator('.selecta-output').text();
  await expect.poll(output).toBe(l.answers.first);

  double.options.failWith = 502;
  await card.button('More formal').click();
  await expect.poll(() => card.status.text()).toBe(
    'The AI provider is not answering right now. Try again in a moment. Showing the earlier version; Retry tries again.',
  );
  expect(await output()).toBe(l.answers.first);
  expect(await card.button('Copy').isEnabled()).toBe(true);
  // One version only: no arrows yet.
  expect(await card.locator('.selecta-versions').isVisible()).toBe(false);

  double.options.failWith = undefined;
  await card.button('Retry').click();
  await expect.poll(output).toBe('Dear customer, order #4411 shipped on Monday.');
  await expect.poll(() => card.locator('.selecta-version-position').text()).toBe('2 / 2');
  await page.close();
});
