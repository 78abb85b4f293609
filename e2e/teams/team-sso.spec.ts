import { randomUUID } from 'node:crypto';
import { type DnsDouble, startDnsServer } from '@selecta/test-doubles/dns-server';
import { type OpenIdDouble, startOpenIdProvider } from '@selecta/test-doubles/openid-provider';
import type { Locator, Page } from '@playwright/test';
import { appPageInNewContext, test as base, expect } from '../support/fixtures.ts';
import { authHeaders } from '../support/session.ts';
import { type RunningServer, startServer } from '../support/start-server.ts';
import { declineAnalytics, proOwner, shootPart } from './teams-helpers.ts';
import { openSection, sectionPath } from '../console/console-helpers.ts';

// Team single sign-on (decision 040) in Chromium: the owner connects the company's IdP (a real oidc-provider on
// 127.0.0.1) and proves a domain at the test's DNS server; their own address is at that domain, so they must sign in
// with SSO once before requiring it; a colleague signs in with SSO and is in the team with Pro.
const secret = 'e2e-team-idp-secret';
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
    async ({ idp }, use) => {
      const server = await startServer({ DNS_RESOLVER: idp.dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
      idp.op.register([{ clientId: 'acme-client', secret, redirectUri: `${server.url}/auth/v1/callback` }]);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Screenshots from the top of the page: a full-page shot scrolled down paints the sticky header over the part. */
async function shoot(page: Page, name: string, part: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootPart(page, name, (file) => test.info().outputPath(file), part);
}

const text = {
  en: {
    issuer: 'Issuer URL', clientId: 'Client ID', secret: 'Client secret', secretSet: 'Client secret (set; leave empty to keep it)', connect: 'Connect provider',
    domain: 'Domain', addDomain: 'Add domain', verify: 'Verify', verified: 'Verified', notVerified: "We couldn't find the TXT record yet",
    require: 'Require SSO for these domains', sso: 'Sign in with SSO', ssoField: 'Work email or company domain', continueSso: 'Continue with SSO',
    notFound: "Single sign-on isn't set up for", dashboard: 'Dashboard', passwordRefused: 'Your organization requires single sign-on',
    testFirst: 'Sign in with SSO once to check that it works, then turn this on.',
    copyCodes: 'Copy codes', download: 'Download .txt', savedCodes: "I've saved them", left: (n: number) => `${n} recovery codes left`,
    useCode: 'Use a recovery code', codeField: 'Recovery code',
  },
  es: {
    issuer: 'URL del emisor (issuer)', clientId: 'ID de cliente', secret: 'Secreto de cliente', secretSet: 'Secreto de cliente (guardado; déjalo vacío para conservarlo)',
    connect: 'Conectar proveedor', domain: 'Dominio', addDomain: 'Añadir dominio', verify: 'Verificar', verified: 'Verificado',
    notVerified: 'Todavía no encontramos el registro TXT', require: 'Exigir SSO para estos dominios', sso: 'Iniciar sesión con SSO',
    ssoField: 'Correo del trabajo o dominio de la empresa', continueSso: 'Continuar con SSO', notFound: 'El inicio de sesión único no está configurado para',
    dashboard: 'Panel', passwordRefused: 'Tu organización exige el inicio de sesión único',
    testFirst: 'Inicia sesión una vez con SSO para comprobar que funciona y después actívalo.',
    copyCodes: 'Copiar códigos', download: 'Descargar .txt', savedCodes: 'Ya los he guardado', left: (n: number) => `Te quedan ${n} códigos de recuperación`,
    useCode: 'Usar un código de recuperación', codeField: 'Código de recuperación',
  },
};

/**
 * Opens the sign-in page's SSO form. A click before the prerendered page has hydrated does nothing, so it is repeated
 * until the form shows.
 */
async function openSsoForm(page: Page, lang: 'en' | 'es') {
  await page.goto(`/${lang}/auth?login=true`);
  await expect(async () => {
    await page.getByRole('button', { name: text[lang].sso }).click();
    await expect(page.getByLabel(text[lang].ssoField)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: an owner sets up SSO, tests it, requires it; a colleague signs in with it and is in the team with Pro`, async ({ browser, request, idp, server }) => {
    test.setTimeout(180_000);
    const t = text[lang];
    // The other language's run breaks the IdP's client at its end: this run starts with a working one.
    idp.op.register([{ clientId: 'acme-client', secret, redirectUri: `${server.url}/auth/v1/callback` }]);
    const domain = `acme-${lang}-${randomUUID().slice(0, 8)}.test`;
    // The owner's own address is at the domain they prove: requiring SSO covers them too.
    const owner = await proOwner(request, lang, `boss@${domain}`);
    const created = await request.post('/api/teams', { headers: owner.bearer, data: { name: `Acme ${lang}` } });
    expect(created.status()).toBe(201);

    const page = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
    await page.goto(`/${lang}/privacy`);
    const key = `sb-${new URL(page.url()).hostname.split('.')[0]}-auth-token`;
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(owner.session)]);
    await page.goto(sectionPath(lang, 'teamSecurity'));
    const card = page.getByTestId('team-sso');
    await card.getByLabel(t.issuer).fill(idp.op.issuer);
    await card.getByLabel(t.clientId).fill('acme-client');
    await card.getByLabel(t.secret, { exact: true }).fill(secret);
    await card.getByRole('button', { name: t.connect }).click();
    await expect(card.getByLabel(t.secretSet)).toHaveValue('');
    await card.getByLabel(t.domain, { exact: true }).fill(domain);
    await card.getByRole('button', { name: t.addDomain }).click();
    const value = await card.getByTestId('sso-record-value').textContent();
    expect(value).toMatch(/^selecta-domain-verification=/);
    // Not published yet: refused, with the reason in the page's language.
    await card.getByRole('button', { name: t.verify }).click();
    await expect(card.getByRole('alert')).toContainText(t.notVerified);
    await shoot(page, `team-sso-pending-${lang}`, card);
    idp.dns.setTxt(`_selecta.${domain}`, [value!]);
    await card.getByRole('button', { name: t.verify }).click();
    await expect(card.getByTestId('sso-domain-status')).toHaveText(t.verified);
    // From their password session the owner cannot require it yet (if SSO were broken they would be locked out):
    // refused beside the switch, in the page's language, and the box stays clear.
    await card.getByLabel(t.require).click();
    await expect(card.getByTestId('sso-require-error')).toContainText(t.testFirst);
    await expect(card.getByLabel(t.require)).not.toBeChecked();
    await shoot(page, `team-sso-test-first-${lang}`, card);
    await page.context().close();

    // The owner signs in with SSO once (their account is linked), and from that session requires it.
    idp.op.signInAs({ sub: randomUUID(), email: owner.email, name: 'Owner' });
    const ssoOwner = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });
    await openSsoForm(ssoOwner, lang);
    await ssoOwner.getByLabel(t.ssoField).fill(owner.email);
    await ssoOwner.getByRole('button', { name: t.continueSso }).click();
    await expect(ssoOwner).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await openSection(ssoOwner, lang, 'teamSecurity');
    const ssoCard = ssoOwner.getByTestId('team-sso');
    // The box follows the server: it is checked once the setting is saved.
    await ssoCard.getByLabel(t.require).click();
    await expect(ssoCard.getByLabel(t.require)).toBeChecked();
    await expect(ssoCard.getByTestId('sso-require-error')).toHaveCount(0);
    // Requiring it answered the owner's recovery codes, shown once: copied and downloaded here, then put away.
    const panel = ssoCard.getByTestId('sso-recovery-codes');
    await expect(panel.getByTestId('sso-recovery-code')).toHaveCount(10);
    await panel.getByRole('button', { name: t.copyCodes }).click();
    const codes = (await ssoOwner.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(codes).toEqual(await panel.getByTestId('sso-recovery-code').allTextContents());
    const [download] = await Promise.all([ssoOwner.waitForEvent('download'), panel.getByRole('button', { name: t.download }).click()]);
    expect(download.suggestedFilename()).toBe('selecta-recovery-codes.txt');
    await shoot(ssoOwner, `team-sso-recovery-codes-${lang}`, ssoCard.getByTestId('sso-recovery'));
    await panel.getByRole('button', { name: t.savedCodes }).click();
    await expect(ssoCard.getByTestId('sso-recovery-codes')).toHaveCount(0);
    await expect(ssoCard.getByTestId('sso-recovery-left')).toHaveText(t.left(10));
    await shoot(ssoOwner, `team-sso-ready-${lang}`, ssoCard);
    // The owner's password session ended with the switch; the SSO one goes on.
    expect((await request.get('/api/usage', { headers: owner.bearer })).status()).toBe(401);
    await ssoOwner.reload();
    await expect(ssoOwner.getByTestId('team-sso').getByLabel(t.require)).toBeChecked();
    await ssoOwner.context().close();

    // A colleague, new to Selecta, signs in with SSO from the sign-in page.
    const colleague = `dana@${domain}`;
    idp.op.signInAs({ sub: randomUUID(), email: colleague, name: 'Dana Scully' });
    const visitor = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
    await openSsoForm(visitor, lang);
    await visitor.getByLabel(t.ssoField).fill('someone@unknown-company.test');
    await visitor.getByRole('button', { name: t.continueSso }).click();
    await expect(visitor.getByRole('alert')).toContainText(t.notFound);
    await visitor.getByLabel(t.ssoField).fill(colleague);
    await shoot(visitor, `sso-sign-in-${lang}`, visitor.locator('main'));
    await visitor.getByRole('button', { name: t.continueSso }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(visitor.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();
    await expect(visitor.getByTestId('dashboard-plan')).toHaveText('Pro');
    await expect(visitor.getByRole('heading', { name: `Acme ${lang}` })).toBeVisible();
    await visitor.context().close();

    // SSO is required now: a password for an address of the domain is refused, with the reason.
    const password = await request.post('/auth/v1/token?grant_type=password', { headers: authHeaders, data: { email: colleague, password: 'whatever it is' } });
    expect([password.status(), (await password.json()).code]).toEqual([422, 'user_sso_managed']);
    const login = await appPageInNewContext(browser, { baseURL: server.url });
    await login.goto(`/${lang}/auth?login=true`);
    await login.locator('input[type=email]').fill(colleague);
    await login.locator('input[type=password]').fill('whatever it is');
    await login.locator('form button[type=submit]').click();
    await expect(login.getByText(t.passwordRefused)).toBeVisible();
    // The extension's policy link (`?sso=<domain>`) opens the SSO form with the domain filled in.
    await login.goto(`/${lang}/auth?login=true&sso=${domain}`);
    await expect(login.getByLabel(t.ssoField)).toHaveValue(domain);
    await login.context().close();

    // The IdP breaks (its client is gone: SSO can sign no one in), and the owner is signed out: their password is
    // refused for SSO, so they use a recovery code, land on the dashboard, and turn require-SSO off.
    idp.op.register([{ clientId: 'acme-client', secret: 'rotated-elsewhere', redirectUri: `${server.url}/auth/v1/callback` }]);
    const back = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
    await back.goto(`/${lang}/auth?login=true`);
    await declineAnalytics(back, lang);
    await back.locator('input[type=email]').fill(owner.email);
    await back.locator('input[type=password]').fill(owner.password);
    await back.locator('form button[type=submit]').click();
    await expect(back.getByText(t.passwordRefused)).toBeVisible();
    await back.getByRole('button', { name: t.useCode }).click();
    await back.getByLabel(t.codeField).fill(codes[0]!);
    await shoot(back, `login-recovery-code-${lang}`, back.locator('form'));
    await back.locator('form button[type=submit]').click();
    await expect(back).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await back.goto(sectionPath(lang, 'teamSecurity'));
    const backCard = back.getByTestId('team-sso');
    await expect(backCard.getByTestId('sso-recovery-left')).toHaveText(t.left(9));
    await backCard.getByLabel(t.require).click();
    await expect(backCard.getByLabel(t.require)).not.toBeChecked();
    await back.context().close();
    const again = await request.post('/auth/v1/token?grant_type=password', { headers: authHeaders, data: { email: owner.email, password: owner.password } });
    expect(again.status()).toBe(200);
  });
}
