import { expect, test } from '../extension/extension-fixtures.ts';
import { popupSignIn, shootPart, teamWithMember } from './teams-helpers.ts';

const copy = {
  en: { teamPrompts: 'Team prompts', help: 'Shared by Acme Support.', badge: 'Team', pinned: 'In the toolbar', models: 'AI models', prompt: 'Polite answer' },
  es: { teamPrompts: 'Instrucciones del equipo', help: 'Compartidas por Acme Support.', badge: 'Equipo', pinned: 'En la barra de herramientas', models: 'Modelos de IA', prompt: 'Respuesta amable' },
} as const;

for (const lang of ['en', 'es'] as const) {
  test.describe(`team in the extension (${lang})`, () => {
    test.use({ interfaceLanguage: lang });
    test.setTimeout(120_000);
    const s = copy[lang];

    test('a member sees the team and its Pro in the popup, and the team prompts read-only next to the model choice in the options', async ({ extContext, extensionId, server, playwright }) => {
      const api = await playwright.request.newContext({ baseURL: server.url });
      const { member } = await teamWithMember(api, server.dataDir, lang);
      await api.dispose();
      const shots = (n: string) => test.info().outputPath(n);

      const popup = await popupSignIn(extContext, extensionId, member.email);
      await expect(popup.getByTestId('account-plan')).toHaveText('Pro');
      await expect(popup.getByTestId('account-team')).toHaveText('Acme Support');
      await shootPart(popup, `ext-popup-team-${lang}`, shots, popup.locator('main'));

      const options = await extContext.newPage();
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      const team = options.getByTestId('team-prompts');
      await expect(team.getByRole('heading', { name: s.teamPrompts })).toBeVisible();
      await expect(team.getByText(s.help, { exact: false })).toBeVisible();
      await expect(team.getByRole('listitem')).toHaveCount(1);
      await expect(team.getByRole('listitem')).toContainText(s.prompt);
      await expect(team.getByRole('listitem')).toContainText(s.badge);
      await expect(team.getByRole('listitem')).toContainText(s.pinned);
      // Read-only: nothing in the team's section can be changed from here.
      await expect(team.locator('button, input, textarea, select')).toHaveCount(0);
      // Pro through the team includes choosing models.
      const models = options.getByTestId('model-choice');
      await expect(models.getByRole('heading', { name: s.models })).toBeVisible();
      await expect(models).not.toHaveAttribute('data-locked');
      await shootPart(options, `ext-options-team-${lang}`, shots, options.locator('main'));
    });
  });
}
