import { installBuiltInAi, readyAi } from './built-in-ai-edge.ts';
import { usedToday } from './on-device-helpers.ts';
import { changeSettings } from './stored-settings.ts';
import { selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, test } from './extension-fixtures.ts';

const pageWith = (text: string) =>
  `<!doctype html><html><head><title>Inbox</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

const savedPrompt = { id: 'p1', name: 'Formal', template: 'Rewrite {{text}} formally', pinned: true };

test('only on this device: every action answers on the device, marked so, and nothing reaches the server', async ({
  extContext, worker, server, site, signIn, double, playwright,
}) => {
  test.slow(); // five runs, on a machine shared by many
  const text = `Can we move our call to Friday? (${test.info().testId})`;
  site.html.set('/device-only', pageWith(text));
  const { accessToken } = await signIn();
  await changeSettings(worker, { aiLocation: 'device', prompts: [savedPrompt] });
  const providerRequests = double.requests.length;
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/device-only`);
  const ai = await installBuiltInAi(ui, readyAi());

  const runs = [
    { button: 'TLDR', answer: 'On-device summary.', api: 'Summarizer' },
    { button: 'Translate', answer: 'Traducción local.', api: 'Translator' },
    { button: 'Reply', answer: 'On-device reply.', api: 'LanguageModel' },
    { button: 'Custom prompt', answer: 'On-device reply.', api: 'LanguageModel', prompt: 'Shorter, please' },
    { button: 'Formal', answer: 'On-device reply.', api: 'LanguageModel' },
  ];
  for (const run of runs) {
    await selectAll(page, '#area');
    await ui.toolbar().button(run.button).click();
    const card = ui.card(run.button);
    if (run.prompt) {
      await card.textbox('What should Selecta do with the selected text?').fill(run.prompt);
      await card.button('Run').click();
    }
    await expect.poll(() => card.locator('.selecta-output').text(), run.button).toBe(run.answer);
    expect(await card.locator('.selecta-where').text()).toBe('On this device');
    expect(await card.locator('.selecta-where').isVisible()).toBe(true);
    expect(await card.button('Copy').isEnabled()).toBe(true);
    const streamed = (await ai.calls()).findLast((c) => c.method.endsWith('Streaming'));
    expect(streamed?.api, run.button).toBe(run.api);
    expect(streamed?.input, run.button).toContain(text);
    await card.button('Close').click();
    await expect.poll(() => ui.card().count()).toBe(0);
  }
  const calls = await ai.calls();
  expect(calls.find((c) => c.api === 'Translator' && c.method === 'create')?.options).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'es' });
  expect(calls.filter((c) => c.method === 'promptStreaming').map((c) => c.input)).toEqual([
    expect.stringContaining('Write a reply'),
    expect.stringContaining('<instruction>\nShorter, please\n</instruction>'),
    expect.stringContaining('<instruction>\nRewrite the selected text formally\n</instruction>'),
  ]);

  // Nothing left the browser: the provider saw nothing, and the plan counted nothing.
  expect(double.requests.length).toBe(providerRequests);
  const api = await playwright.request.newContext({ baseURL: server.url });
  expect(await usedToday(api, accessToken)).toBe(0);
  await api.dispose();
  await page.close();
});

test('a model that must be downloaded shows its progress in the card and can be cancelled', async ({ extContext, worker, site }) => {
  site.html.set('/download', pageWith('Please send the signed contract by Monday.'));
  await changeSettings(worker, { aiLocation: 'device' });
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/download`);
  const ai = await installBuiltInAi(ui, readyAi({
    availability: { ...readyAi().availability, LanguageModel: 'downloadable' },
    download: { steps: [0.42], hold: true },
  }));
  await selectAll(page, '#area');
  await ui.toolbar().button('Reply').click();
  const card = ui.card('Reply');
  const progress = card.locator('progress');
  await expect.poll(() => card.locator('.selecta-download-label').text()).toBe('Downloading Chrome’s on-device model… 42%');
  expect(await progress.attribute('value')).toBe('0.42');
  expect(await progress.isVisible()).toBe(true);
  await test.info().attach('download-progress', { body: await page.screenshot(), contentType: 'image/png' });

  await card.button('Cancel download').click();
  await expect.poll(() => card.status.text()).toBe('Download cancelled.');
  expect(await progress.isVisible()).toBe(false);
  expect(await card.locator('.selecta-output').text()).toBe('');

  // Trying again picks the download up; once the model is there, the answer streams.
  await card.button('Retry').click();
  await expect.poll(() => progress.isVisible()).toBe(true);
  await ai.release();
  await expect.poll(() => card.locator('.selecta-output').text()).toBe('On-device reply.');
  expect(await progress.isVisible()).toBe(false);
  expect((await ai.calls()).filter((c) => c.api === 'LanguageModel' && c.method === 'create')).toHaveLength(2);
  await page.close();
});

test('the popup and the options page show where the last answer ran', async ({ extContext, extensionId, worker, site, signIn }) => {
  test.slow(); // two runs and four extension pages
  site.html.set('/where', pageWith('The release moves to Thursday.'));
  await signIn();
  const lastRun = async (expected: RegExp) => {
    for (const path of ['popup.html', 'options.html']) {
      const own = await extContext.newPage();
      await own.goto(`chrome-extension://${extensionId}/${path}`);
      await expect(own.getByTestId('last-run'), path).toHaveText(expected);
      await own.close();
    }
  };
  await lastRun(/^Last answer: None yet$/);
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/where`);
  await installBuiltInAi(ui, readyAi());
  const runOnce = async () => {
    await selectAll(page, '#area');
    await ui.toolbar().button('TLDR').click();
    const card = ui.card('TLDR');
    await expect.poll(() => card.button('Copy').isEnabled()).toBe(true);
    await card.button('Close').click();
    await expect.poll(() => ui.card().count()).toBe(0);
  };
  await runOnce();
  await lastRun(/^Last answer: On the Selecta server, /);
  await changeSettings(worker, { aiLocation: 'device' });
  await runOnce();
  await lastRun(/^Last answer: On this device, /);
  await page.close();
});
