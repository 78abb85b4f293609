import AxeBuilder from '@axe-core/playwright';
import { signedInUser } from '../account/account-helpers.ts';
import { expect, testWithServer } from '../support/fixtures.ts';
import { catalogue, signedInPro } from './models-helpers.ts';

const text = {
  en: {
    title: 'AI models',
    freeNote: 'Free runs on the basic models.',
    runsOn: 'Your actions run on Swift Mini.',
    proOnly: 'Choosing a model for each action is part of Pro.',
    default: 'Default model',
    tldr: 'TLDR',
    save: 'Save model choice',
    saved: 'Model choice saved.',
    effective: 'TLDR: Swift Mini',
    effectiveReply: 'Reply: Deep Thinker',
  },
  es: {
    title: 'Modelos de IA',
    freeNote: 'Free usa los modelos básicos.',
    runsOn: 'Tus acciones se ejecutan con Swift Mini.',
    proOnly: 'Elegir el modelo de cada acción forma parte de Pro.',
    default: 'Modelo predeterminado',
    tldr: 'Resumen',
    save: 'Guardar elección de modelos',
    saved: 'Elección guardada.',
    effective: 'Resumen: Swift Mini',
    effectiveReply: 'Responder: Deep Thinker',
  },
} as const;

// A server of this file's own configuration, one per worker.
const test = testWithServer({ AI_MODELS: catalogue, AI_ALLOW_PRIVATE_ENDPOINTS: 'false' });
test.use({ reducedMotion: 'reduce' });
// The person's own model is in Settings (decision 045). A busy machine hydrates the page slowly; nothing here waits on a fixed delay.
test.setTimeout(90_000);

for (const lang of ['en', 'es'] as const) {
  const s = text[lang];

  test(`${lang}: Free sees the basic model it runs on and that choosing is Pro`, async ({ page, request }) => {
    await signedInUser(page, request);
    await page.goto(`/${lang}/settings`);
    const card = page.getByTestId('model-settings');
    await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
    await expect(card.getByText(s.freeNote)).toBeVisible();
    await expect(card.getByText(s.runsOn)).toBeVisible();
    await expect(card.getByRole('link', { name: s.proOnly })).toHaveAttribute('href', `/${lang}/pricing`);
    await expect(card.getByText('Deep Thinker')).toHaveCount(0);
    await expect(card.getByLabel(s.default)).toHaveCount(0);
  });

  test(`${lang}: Pro chooses a model per action, and it is saved`, async ({ page, request, server }) => {
    await signedInPro(page, request, server.url);
    await page.goto(`/${lang}/settings`);
    const card = page.getByTestId('model-settings');
    await card.getByLabel(s.tldr, { exact: true }).selectOption('fast');
    await card.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();
    await expect(card.getByText(s.effective, { exact: true })).toBeVisible();
    await expect(card.getByText(s.effectiveReply, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('model-settings').getByLabel(s.tldr, { exact: true })).toHaveValue('fast');
    const results = await new AxeBuilder({ page }).include('#models').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
