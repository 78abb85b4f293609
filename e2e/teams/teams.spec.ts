import { latestMail, signInByApi } from '../account/account-helpers.ts';
import { messages, requestFor, selectAll } from '../extension/page-actions.ts';
import { selectaUi } from '../extension/selecta-ui.ts';
import { expect, reply, test } from '../extension/extension-fixtures.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import { testPassword } from '../support/session.ts';
import { expectAxeClean, popupSignIn, proOwner, shoot, signedInContext, texts } from './teams-helpers.ts';

const pageWith = (text: string) => `<!doctype html><html><head><title>Inbox</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

for (const lang of ['en', 'es'] as const) {
  test.describe(`teams (${lang})`, () => {
    test.use({ interfaceLanguage: lang });
    // A long journey (two accounts, the website and the extension) on a machine that may be busy.
    test.setTimeout(420_000);

    test('a Pro owner invites a colleague, who signs up from the mail, gets Pro and the pinned team prompt, until removed', async ({ browser, extContext, extensionId, server, site, double, playwright }) => {
      const s = texts[lang];
      const api = await playwright.request.newContext({ baseURL: server.url });
      const owner = await proOwner(api, lang);
      const { context: ownerContext, page: dashboard } = await signedInContext(browser, server.url, owner.session);

      // The owner creates the team, invites a colleague and adds a pinned team prompt.
      await dashboard.goto(`/${lang}/dashboard`);
      await dashboard.getByLabel(s.teamName).fill('Acme Support');
      await dashboard.getByRole('button', { name: s.createTeam }).click();
      await expect(dashboard.getByRole('heading', { name: 'Acme Support' })).toBeVisible();
      const colleague = uniqueEmail(`team-${lang}`);
      await dashboard.locator('#invite-email').fill(colleague);
      await dashboard.getByRole('button', { name: s.invite }).click();
      await expect(dashboard.getByTestId('team-invites')).toContainText(colleague);
      const promptName = lang === 'en' ? 'Polite answer' : 'Respuesta amable';
      await dashboard.locator('#team-prompt-name').fill(promptName);
      await dashboard.locator('#team-prompt-template').fill('Answer {{text}} politely, in {{language}}.');
      await dashboard.getByRole('button', { name: s.addPrompt }).click();
      await expect(dashboard.getByTestId('team-prompts')).toContainText(promptName);
      await expectAxeClean(dashboard, '[data-testid=team-section]');
      await shoot(dashboard, `team-owner-${lang}`, (n) => test.info().outputPath(n));

      // The colleague opens the mailed link, signs up from it and lands back on the invite.
      const mail = await latestMail(server.dataDir, colleague);
      expect(mail.link).toContain(`/${lang}/invite?token=`);
      const page = await extContext.newPage();
      await page.goto(mail.link);
      await expect(page.getByRole('heading', { name: /Acme Support/ })).toBeVisible();
      await page.getByRole('link', { name: s.signUp }).click();
      await page.getByLabel(s.email, { exact: true }).fill(colleague);
      await page.getByLabel(s.password, { exact: true }).fill(testPassword);
      await page.getByLabel(s.confirm, { exact: true }).fill(testPassword);
      await page.getByRole('button', { name: s.submitSignUp, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/invite\\?token=`));
      await expectAxeClean(page, 'main');
      await shoot(page, `team-invite-${lang}`, (n) => test.info().outputPath(n));
      await page.getByRole('button', { name: s.accept }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`));
      await expect(page.getByTestId('dashboard-plan')).toHaveText('Pro');
      await expect(page.getByTestId('subscription-detail')).toContainText(s.fromTeam);

      // The extension: Pro and the team's name in the popup, the team's pinned prompt in the toolbar after the user's own.
      const popup = await popupSignIn(extContext, extensionId, colleague);
      await expect(popup.getByTestId('account-plan')).toHaveText('Pro');
      await expect(popup.getByTestId('account-team')).toHaveText('Acme Support');
      const text = `Where is my order? (${test.info().testId})`;
      site.html.set(`/team-${lang}`, pageWith(text));
      const inbox = await extContext.newPage();
      const ui = await selectaUi(inbox);
      await inbox.goto(`${site.url}/team-${lang}`);
      await selectAll(inbox, '#area');
      await ui.toolbar(s.toolbar).button(promptName).click();
      await expect.poll(() => ui.card(promptName).locator('.selecta-output').text()).toBe(reply);
      expect(messages(requestFor(double, text)).find((m) => m.role === 'user')?.content).toContain('politely');

      // The owner removes them: their next run is on Free limits.
      await dashboard.reload();
      await dashboard.getByRole('button', { name: `${s.remove} ${colleague}` }).click();
      await dashboard.getByRole('alertdialog').getByRole('button', { name: s.remove, exact: true }).click();
      await expect(dashboard.getByTestId('team-members')).not.toContainText(colleague);
      const again = `Second question (${test.info().testId})`;
      site.html.set(`/again-${lang}`, pageWith(again));
      await inbox.goto(`${site.url}/again-${lang}`);
      await selectAll(inbox, '#area');
      await ui.toolbar(s.toolbar).button(s.tldr).click();
      await expect.poll(() => ui.card().locator('.selecta-output').text()).toBe(reply);
      const token = ((await (await signInByApi(api, colleague, testPassword)).json()) as { access_token: string }).access_token;
      const usage = (await (await api.get('/api/usage', { headers: { authorization: `Bearer ${token}` } })).json()) as { plan: string };
      expect(usage.plan).toBe('free');
      await popup.reload();
      await expect(popup.getByTestId('account-plan')).toHaveText('Free');
      await expect(popup.getByTestId('account-team')).toHaveCount(0);
      await ownerContext.close();
      await api.dispose();
    });
  });
}
