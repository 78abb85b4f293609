import { latestMail, signInByApi } from '../account/account-helpers.ts';
import { messages, requestFor, selectAll } from '../extension/page-actions.ts';
import { selectaUi } from '../extension/selecta-ui.ts';
import { expect, reply, test } from '../extension/extension-fixtures.ts';
import { appPageInNewContext, uniqueEmail } from '../support/fixtures.ts';
import { testPassword } from '../support/session.ts';
import { billingText } from '../billing/texts.ts';
import { declineAnalytics, expectAxeClean, popupSignIn, shootPart, texts } from './teams-helpers.ts';
import { openSection, sectionPath } from '../console/console-helpers.ts';

const pageWith = (text: string) => `<!doctype html><html><head><title>Inbox</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

for (const lang of ['en', 'es'] as const) {
  test.describe(`teams (${lang})`, () => {
    test.use({ interfaceLanguage: lang });
    // A long journey (two accounts, the website and the extension) on a machine that may be busy.
    test.setTimeout(420_000);

    test('a Pro owner invites a colleague, who signs up from the mail, gets Pro and the pinned team prompt, until removed', async ({ browser, extContext, extensionId, server, site, double, playwright }) => {
      const s = texts[lang];
      const b = billingText[lang];
      const api = await playwright.request.newContext({ baseURL: server.url });
      const shots = (n: string) => test.info().outputPath(n);

      // The owner signs up from the home page and buys Pro in the test checkout (the same path as Stripe's).
      const dashboard = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
      await dashboard.goto(`/${lang}`);
      await declineAnalytics(dashboard, lang);
      await dashboard.getByRole('banner').getByRole('link', { name: b.startNow }).click();
      await dashboard.waitForURL(new RegExp(`/${lang}/auth$`));
      await dashboard.getByLabel(b.signUp.email, { exact: true }).fill(uniqueEmail(`owner-${lang}`));
      await dashboard.getByLabel(b.signUp.password, { exact: true }).fill(testPassword);
      await dashboard.getByLabel(b.signUp.confirm).fill(testPassword);
      await shootPart(dashboard, `walk-1-sign-up-${lang}`, shots, dashboard.locator('main'));
      await dashboard.getByRole('button', { name: b.signUp.submit }).click();
      await dashboard.waitForURL((url) => !url.pathname.endsWith('/auth'));
      await dashboard.goto(`/${lang}`);
      await dashboard.waitForLoadState('networkidle'); // the plan cards are prerendered: wait for them to be live
      await dashboard.getByRole('button', { name: b.choose('Pro') }).click();
      await dashboard.waitForURL(new RegExp(`/${lang}/test-checkout\\?session_id=cs_test_`));
      await expect(dashboard.getByTestId('checkout-plan')).toHaveText('Pro');
      await shootPart(dashboard, `walk-2-checkout-${lang}`, shots, dashboard.locator('main'));
      await dashboard.getByRole('button', { name: b.pay }).click();
      await expect(dashboard.getByTestId('payment-status')).toHaveText(b.verified);

      // The owner creates the team, invites a colleague and adds a pinned team prompt.
      await dashboard.goto(`/${lang}/dashboard`);
      await expect(dashboard.getByTestId('dashboard-plan')).toHaveText('Pro');
      await shootPart(dashboard, `walk-3-create-team-${lang}`, shots, dashboard.getByTestId('team-section'));
      await dashboard.getByLabel(s.teamName).fill('Acme Support');
      await dashboard.getByRole('button', { name: s.createTeam }).click();
      await expect(dashboard.getByRole('heading', { name: 'Acme Support' })).toBeVisible();
      // The team's sections appear in the console's navigation once the team exists.
      await openSection(dashboard, lang, 'teamInvitations');
      const colleague = uniqueEmail(`team-${lang}`);
      await dashboard.locator('#invite-email').fill(colleague);
      await dashboard.getByRole('button', { name: s.invite }).click();
      await expect(dashboard.getByTestId('team-invites')).toContainText(colleague);
      await expectAxeClean(dashboard, 'main');
      await shootPart(dashboard, `walk-4-team-invited-${lang}`, shots, dashboard.locator('main'));
      await openSection(dashboard, lang, 'teamPrompts');
      const promptName = lang === 'en' ? 'Polite answer' : 'Respuesta amable';
      const newPrompt = dashboard.getByTestId('team-prompt-new');
      await newPrompt.getByLabel(s.promptName, { exact: true }).fill(promptName);
      await newPrompt.getByLabel(s.promptTemplate, { exact: true }).fill('Answer {{text}} politely, in {{language}}.');
      await dashboard.getByRole('button', { name: s.addPrompt }).click();
      await expect(dashboard.getByTestId('team-prompts')).toContainText(promptName);
      await expectAxeClean(dashboard, 'main');

      // The colleague opens the mailed link, signs up from it and lands back on the invite.
      const mail = await latestMail(server.dataDir, colleague);
      expect(mail.link).toContain(`/${lang}/invite?token=`);
      const page = await extContext.newPage();
      await page.goto(mail.link);
      await declineAnalytics(page, lang);
      await expect(page.getByRole('heading', { name: /Acme Support/ })).toBeVisible();
      await page.getByRole('link', { name: s.signUp }).click();
      await page.getByLabel(s.email, { exact: true }).fill(colleague);
      await page.getByLabel(s.password, { exact: true }).fill(testPassword);
      await page.getByLabel(s.confirm, { exact: true }).fill(testPassword);
      await page.getByRole('button', { name: s.submitSignUp, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/invite\\?token=`));
      await expectAxeClean(page, 'main');
      await shootPart(page, `walk-5-invite-${lang}`, shots, page.locator('main'));
      await page.getByRole('button', { name: s.accept }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`));
      await expect(page.getByTestId('dashboard-plan')).toHaveText('Pro');
      await expect(page.getByTestId('subscription-detail')).toContainText(s.fromTeam);
      await shootPart(page, `walk-6-member-dashboard-${lang}`, shots, page.locator('main'));

      // The extension: Pro and the team's name in the popup, the team's pinned prompt in the toolbar after the user's own.
      const popup = await popupSignIn(extContext, extensionId, colleague);
      await expect(popup.getByTestId('account-plan')).toHaveText('Pro');
      await expect(popup.getByTestId('account-team')).toHaveText('Acme Support');
      await popup.screenshot({ path: shots(`walk-7-popup-pro-${lang}.png`) });
      const text = `Where is my order? (${test.info().testId})`;
      site.html.set(`/team-${lang}`, pageWith(text));
      const inbox = await extContext.newPage();
      const ui = await selectaUi(inbox);
      await inbox.goto(`${site.url}/team-${lang}`);
      await selectAll(inbox, '#area');
      // The team's pinned prompt sits in the toolbar after the built-in actions and the user's own.
      await expect.poll(() => ui.toolbar(s.toolbar).button(promptName).isVisible()).toBe(true);
      await inbox.screenshot({ path: shots(`walk-8-toolbar-team-prompt-${lang}.png`) });
      await ui.toolbar(s.toolbar).button(promptName).click();
      await expect.poll(() => ui.card(promptName).locator('.selecta-output').text()).toBe(reply);
      await inbox.screenshot({ path: shots(`walk-8b-team-prompt-run-${lang}.png`) });
      expect(messages(requestFor(double, text)).find((m) => m.role === 'user')?.content).toContain('politely');

      // The owner removes them: their next run is on Free limits.
      await dashboard.goto(sectionPath(lang, 'teamMembers'));
      await dashboard.getByRole('button', { name: `${s.remove} ${colleague}` }).click();
      await shootPart(dashboard, `walk-9-confirm-removal-${lang}`, shots);
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
      await popup.screenshot({ path: shots(`walk-10-popup-free-${lang}.png`) });
      await dashboard.context().close();
      await api.dispose();
    });
  });
}
