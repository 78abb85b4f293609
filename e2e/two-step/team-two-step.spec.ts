import type { Page } from '@playwright/test';
import { appPageInNewContext, expect, test } from '../support/fixtures.ts';
import { declineAnalytics, teamWithMember } from '../teams/teams-helpers.ts';
import { codeFor, enrolByApi, shootWidths, twoStepText } from './two-step-helpers.ts';
import { openSection, sectionPath } from '../console/console-helpers.ts';

const copy = {
  en: { toggle: 'Require two-step verification', saved: 'Saved', required: 'Acme Support requires two-step verification', badgeOn: '2-step on', badgeOff: 'No 2-step' },
  es: { toggle: 'Exigir la verificación en dos pasos', saved: 'Guardado', required: 'Acme Support exige la verificación en dos pasos', badgeOn: '2 pasos activado', badgeOff: 'Sin 2 pasos' },
} as const;

async function useSession(page: Page, session: unknown, lang: 'en' | 'es') {
  await page.goto(`/${lang}/privacy`);
  await page.evaluate((value) => localStorage.setItem('sb-localhost-auth-token', value), JSON.stringify(session));
  await declineAnalytics(page, lang);
}

test.use({ reducedMotion: 'reduce', allowedConsoleErrors: [/status of 403 .*\/api\//] });
test.setTimeout(150_000);

for (const lang of ['en', 'es'] as const) {
  const s = copy[lang];
  const t = twoStepText[lang];

  test(`${lang}: the owner requires two-step verification; a member without it is asked to set it up at sign-in and reaches the dashboard once it is on`, async ({ browser, page, request, server }) => {
    const shots = (n: string) => test.info().outputPath(n);
    const { owner, member } = await teamWithMember(request, server.dataDir, lang);
    await useSession(page, (await enrolByApi(server.url, owner.session.access_token)).session, lang);
    await page.goto(sectionPath(lang, 'teamSecurity'));
    const policy = page.getByTestId('team-mfa-card');
    await policy.getByRole('switch', { name: s.toggle }).check();
    await expect(page.getByText(s.saved, { exact: true })).toBeVisible();
    await shootWidths(page, `team-policy-${lang}`, shots, policy);
    // Each member's two-step state is beside them in Members.
    await openSection(page, lang, 'teamMembers');
    const members = page.getByTestId('team-members');
    const memberRow = (email: string) => members.getByRole('row').filter({ hasText: email });
    await expect(memberRow(member.email).getByTestId('member-two-step')).toHaveText(s.badgeOff);
    await expect(memberRow(owner.email).getByTestId('member-two-step')).toHaveText(s.badgeOn);

    // The member signs in with their password: only the set-up, wherever they go.
    const memberPage = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
    await memberPage.goto(`/${lang}/auth?login=true`);
    await declineAnalytics(memberPage, lang);
    await memberPage.getByLabel(t.email, { exact: true }).fill(member.email);
    await memberPage.getByLabel(t.password, { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: t.signIn, exact: true }).click();
    const required = memberPage.getByTestId('two-step-required');
    await expect(required.getByRole('heading', { name: s.required })).toBeVisible();
    await memberPage.goto(`/${lang}/dashboard`);
    await expect(required).toBeVisible();
    await shootWidths(memberPage, `team-policy-required-${lang}`, shots);
    await required.getByRole('button', { name: t.continue }).click();
    const secret = (await required.getByTestId('two-step-secret').textContent())!.replace(/\s/g, '');
    await required.getByLabel(t.codeLabel).fill(codeFor(secret));
    await required.getByRole('button', { name: t.turnOn }).click();
    await expect(memberPage.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();

    await page.reload();
    await expect(memberRow(member.email).getByTestId('member-two-step')).toHaveText(s.badgeOn);
  });
}
