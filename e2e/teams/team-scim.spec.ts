import { randomUUID } from 'node:crypto';
import { type DnsDouble, startDnsServer } from '@selecta/test-doubles/dns-server';
import { type OpenIdDouble, startOpenIdProvider } from '@selecta/test-doubles/openid-provider';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { latestMail } from '../account/account-helpers.ts';
import { expect, test as base } from '../extension/extension-fixtures.ts';
import { selectAll } from '../extension/page-actions.ts';
import { selectaUi } from '../extension/selecta-ui.ts';
import { appPageInNewContext } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/start-server.ts';
import { proOwner, shootPart } from './teams-helpers.ts';
import { sectionPath } from '../console/console-helpers.ts';

// Directory provisioning (SCIM, decision 047) end to end in Chromium: the owner makes a token in the dashboard's
// SCIM card; a test directory (this file, speaking SCIM) provisions three people; one signs in with SSO on the website
// and with an email code in the extension, and is in the team; the directory deactivates them, and their open
// dashboard and their extension are signed out, saying why.
const secret = 'e2e-scim-idp-secret';
const test = base.extend<object, { idp: { op: OpenIdDouble; dns: DnsDouble }; server: RunningServer }>({
  idp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const op = await startOpenIdProvider();
      const dns = await startDnsServer();
      await use({ op, dns });
      await op.close();
      await dns.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ double, idp }, use) => {
      const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, DNS_RESOLVER: idp.dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
      idp.op.register([{ clientId: 'acme-client', secret, redirectUri: `${server.url}/auth/v1/callback` }]);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const t = {
  tokenName: 'Token name', create: 'Create token', copied: "I've copied it", neverUsed: 'Never used', lastUsed: 'Last used',
  sso: 'Sign in with SSO', ssoField: 'Work email or company domain', continueSso: 'Continue with SSO',
  emailCode: 'Email me a code', send: 'Send code', code: 'Code from the email', signIn: 'Sign in',
  ended: 'Your session has ended', cardEnded: 'Your session has ended. Sign in again to use this action.', popupEnded: 'Your session has ended. Sign in again.',
  entra: 'Microsoft Entra ID',
};

/** A Pro team whose owner connected the test's IdP and proved `domain` (through the API: team-sso.spec.ts covers the card). */
async function ssoTeam(api: APIRequestContext, dns: DnsDouble, issuer: string, domain: string) {
  const owner = await proOwner(api, 'en', `boss@${domain}`);
  const ok = async (response: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>) => {
    const answer = await response;
    if (!answer.ok()) throw new Error(`set-up failed: ${answer.status()}`);
    return answer.json() as Promise<Record<string, unknown>>;
  };
  await ok(api.post('/api/teams', { headers: owner.bearer, data: { name: 'Acme Provisioned' } }));
  await ok(api.put('/api/teams/sso', { headers: owner.bearer, data: { issuer, clientId: 'acme-client', clientSecret: secret } }));
  const claimed = (await ok(api.post('/api/teams/sso/domains', { headers: owner.bearer, data: { domain } }))) as { domains: { id: string; recordName: string; recordValue: string }[] };
  const claim = claimed.domains[0]!;
  dns.setTxt(claim.recordName, [claim.recordValue]);
  await ok(api.post(`/api/teams/sso/domains/${claim.id}/verify`, { headers: owner.bearer }));
  return owner;
}

/** "Sign in with SSO" on the sign-in page (a click before hydration does nothing, so it is repeated until the form shows). */
async function signInWithSso(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/en/auth?login=true`);
  await expect(async () => {
    await page.getByRole('button', { name: t.sso }).click();
    await expect(page.getByLabel(t.ssoField)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel(t.ssoField).fill(email);
  await page.getByRole('button', { name: t.continueSso }).click();
}

async function shoot(page: Page, name: string, part: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootPart(page, name, (file) => test.info().outputPath(file), part);
}

test('en: the directory provisions people, one signs in, the directory deactivates them and they are signed out everywhere', async ({ browser, playwright, extContext, extensionId, server, site, idp }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: server.url });
  const domain = `acme-${randomUUID().slice(0, 8)}.test`;
  const owner = await ssoTeam(api, idp.dns, idp.op.issuer, domain);

  // The owner makes a token in the dashboard: shown once, copied, then only its name and last use are listed.
  const ownerPage = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
  await ownerPage.goto('/en/privacy');
  const key = `sb-${new URL(ownerPage.url()).hostname.split('.')[0]}-auth-token`;
  await ownerPage.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(owner.session)]);
  await ownerPage.goto(sectionPath('en', 'teamSecurity'));
  const card = ownerPage.getByTestId('scim-card');
  await expect(card.getByTestId('scim-base-url')).toHaveText(`${server.url}/scim/v2`);
  await card.getByLabel(t.tokenName).fill('Okta production');
  await card.getByRole('button', { name: t.create }).click();
  const token = (await card.getByTestId('scim-token-value').textContent())!;
  expect(token).toMatch(/^selecta_scim_/);
  await card.getByText(t.entra, { exact: true }).click();
  await shoot(ownerPage, 'scim-card-new-token-en', card);
  await card.getByRole('button', { name: t.copied }).click();
  await expect(card.getByTestId('scim-token-value')).toHaveCount(0);
  await expect(card.getByTestId('scim-token-last-used')).toHaveText(t.neverUsed);

  // A test directory provisions three people, as Okta would.
  const directory = (method: string, path: string, data?: unknown) =>
    api.fetch(`/scim/v2${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json', 'user-agent': 'Okta SCIM Client 1.0.0' }, ...(data ? { data } : {}) });
  const people = ['dana', 'erin', 'finn'].map((name) => `${name}@${domain}`);
  const ids: string[] = [];
  for (const email of people) {
    const created = await directory('POST', '/Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: email, name: { givenName: email.split('@')[0], familyName: 'Tester' }, emails: [{ primary: true, type: 'work', value: email }], active: true });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  await ownerPage.goto(sectionPath('en', 'teamMembers'));
  for (const email of people) await expect(ownerPage.getByTestId('team-members').getByText(email)).toBeVisible();
  await ownerPage.goto(sectionPath('en', 'teamSecurity'));
  await expect(card.getByTestId('scim-token-last-used')).toContainText(t.lastUsed);
  await shoot(ownerPage, 'scim-card-en', card);
  // The same card in Spanish, for the screenshots.
  await ownerPage.goto(sectionPath('es', 'teamSecurity'));
  await expect(ownerPage.getByTestId('scim-card').getByTestId('scim-token')).toHaveCount(1);
  await shoot(ownerPage, 'scim-card-es', ownerPage.getByTestId('scim-card'));
  await ownerPage.context().close();

  // Dana signs in with SSO on the website (her account is the one the directory made) and is in the team with Pro.
  const dana = people[0]!;
  idp.op.signInAs({ sub: randomUUID(), email: dana, name: 'Dana Tester' });
  const dashboard = await extContext.newPage();
  await signInWithSso(dashboard, server.url, dana);
  await expect(dashboard).toHaveURL(/\/en\/dashboard$/);
  await expect(dashboard.getByTestId('dashboard-plan')).toHaveText('Pro');
  await expect(dashboard.getByRole('heading', { name: 'Acme Provisioned' })).toBeVisible();

  // And in the extension with a mailed code (an SSO account has no password).
  const popup = await extContext.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('button', { name: t.emailCode }).click();
  await popup.locator('input[type=email]').fill(dana);
  await popup.getByRole('button', { name: t.send }).click();
  const code = /\b(\d{6})\b/.exec((await latestMail(server.dataDir, dana)).text)![1]!;
  await popup.getByLabel(t.code).fill(code);
  await popup.getByRole('button', { name: t.signIn }).click();
  await expect(popup.getByTestId('account-team')).toHaveText('Acme Provisioned');
  await popup.close();

  // The directory deactivates her (Entra's form of it).
  const off = await directory('PATCH', `/Users/${ids[0]}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
  expect(off.status()).toBe(200);

  // Her extension: the next action says the session has ended, and the popup asks her to sign in again.
  site.html.set('/notes', '<!doctype html><html><head><title>Notes</title></head><body><textarea id="area" rows="4" cols="60">Notes from the leaving party.</textarea></body></html>');
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/notes`);
  await selectAll(page, '#area');
  await ui.toolbar().button('TLDR').click();
  await expect.poll(() => ui.card().status.text()).toContain(t.cardEnded);
  const reopened = await extContext.newPage();
  await reopened.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(reopened.getByTestId('session-ended')).toHaveText(t.popupEnded);
  await expect(reopened.locator('input[type=email]')).toBeVisible();

  // Her open dashboard: coming back to the tab signs it out, with the reason.
  await dashboard.bringToFront();
  await dashboard.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(dashboard).toHaveURL(/\/en$/);
  await expect(dashboard.getByText(t.ended)).toBeVisible();
  // And she cannot sign in with SSO again while the directory keeps her deactivated.
  idp.op.signInAs({ sub: randomUUID(), email: dana, name: 'Dana Tester' });
  await signInWithSso(dashboard, server.url, dana);
  await expect(dashboard.getByRole('alert')).toContainText("Your organization's directory has deactivated your account.");
  await api.dispose();
});
