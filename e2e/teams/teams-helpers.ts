import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { latestMail } from '../account/account-helpers.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import { createUser, testPassword } from '../support/session.ts';

/** The exact visible strings the team journey uses, in each language (from the locale files). */
export const texts = {
  en: {
    teamName: 'Team name', createTeam: 'Create team', invite: 'Send invitation', addPrompt: 'Add prompt', signUp: 'Create an account',
    email: 'Email', password: 'Password', confirm: 'Confirm password', submitSignUp: 'Create account', accept: 'Accept invitation',
    remove: 'Remove', toolbar: 'Selecta actions', tldr: 'TLDR', fromTeam: 'Pro through your team', decline: 'Decline', promptName: 'Name', promptTemplate: 'Instruction',
  },
  es: {
    teamName: 'Nombre del equipo', createTeam: 'Crear equipo', invite: 'Enviar invitación', addPrompt: 'Añadir instrucción', signUp: 'Crear una cuenta',
    email: 'Correo electrónico', password: 'Contraseña', confirm: 'Confirmar contraseña', submitSignUp: 'Crear cuenta', accept: 'Aceptar la invitación',
    remove: 'Quitar', toolbar: 'Acciones de Selecta', tldr: 'Resumen', fromTeam: 'Pro gracias a tu equipo', decline: 'Rechazar', promptName: 'Nombre', promptTemplate: 'Instrucción',
  },
} as const;

/** A new account (at `email`, else a unique one) with Pro bought through the built-in test checkout (the same session → subscription path as Stripe). */
export async function proOwner(api: APIRequestContext, lang: 'en' | 'es', email?: string) {
  const user = await createUser(api, email);
  const checkout = await api.post('/api/stripe/create-checkout-session', { headers: user.bearer, data: { planType: 'pro', priceId: 'pro_monthly', locale: lang } });
  const { url } = (await checkout.json()) as { url: string };
  const id = new URL(url).searchParams.get('session_id')!;
  const paid = await api.post(`/api/billing/test-checkout/${id}/pay`, { headers: user.bearer });
  if (!paid.ok()) throw new Error(`test checkout failed: ${paid.status()}`);
  return user;
}

/** Signs in from the extension's popup (by input type: the same in both languages) and leaves it open. */
export async function popupSignIn(context: BrowserContext, extensionId: string, email: string): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.locator('input[type=email]').fill(email);
  await popup.locator('input[type=password]').fill(testPassword);
  await popup.locator('button[type=submit]').click();
  await popup.getByTestId('account-email').filter({ hasText: email }).waitFor();
  return popup;
}

/** axe finds nothing in this part of the page. */
export async function expectAxeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Screenshots of one part of a page (or, without `part`, of what the viewport shows: an open dialog) at a phone's and
 * a laptop's width; at the phone's width the page must not scroll sideways.
 */
export async function shootPart(page: Page, name: string, outputPath: (name: string) => string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A full-page shot cut to the part: an element shot scrolls it under the sticky header.
    const box = part ? await part.evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height }; }) : undefined;
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), ...(box ? { fullPage: true, clip: box } : {}) });
  }
}

/** A Pro owner's team with one member (joined through the mailed invite), one pending invite and one pinned prompt. */
export async function teamWithMember(api: APIRequestContext, dataDir: string, lang: 'en' | 'es') {
  const owner = await proOwner(api, lang);
  const call = async (user: { bearer: Record<string, string> }, path: string, data: unknown) => {
    const response = await api.post(path, { headers: user.bearer, data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  };
  await call(owner, '/api/teams', { name: 'Acme Support' });
  const member = await createUser(api, uniqueEmail(`member-${lang}`));
  await call(owner, '/api/teams/invites', { email: member.email, role: 'member', locale: lang });
  const token = new URL((await latestMail(dataDir, member.email)).link).searchParams.get('token');
  await call(member, '/api/teams/invites/accept', { token });
  await call(owner, '/api/teams/invites', { email: uniqueEmail(`pending-${lang}`), role: 'admin', locale: lang });
  await call(owner, '/api/teams/prompts', { name: lang === 'en' ? 'Polite answer' : 'Respuesta amable', template: 'Answer {{text}} politely, in {{language}}.', pinned: true });
  return { owner, member };
}

/**
 * Answers the analytics question with "Decline", as a visitor would, so it does not cover what screenshots are of.
 * A click before the prerendered page has hydrated does nothing, so it is repeated until the banner is gone.
 */
export async function declineAnalytics(page: Page, lang: 'en' | 'es') {
  const banner = page.getByTestId('consent-banner');
  await expect(async () => {
    if (await banner.isVisible()) await banner.getByRole('button', { name: texts[lang].decline }).click({ timeout: 2000 });
    await expect(banner).toBeHidden({ timeout: 1000 });
  }).toPass();
}
