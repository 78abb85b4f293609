import type { Page } from '@playwright/test';
import { appPageInNewContext, expect, test } from '../support/fixtures.ts';
import type { createUser } from '../support/session.ts';
import { declineAnalytics, expectAxeClean, shootPart, teamWithMember } from './teams-helpers.ts';
import { sectionPath } from '../console/console-helpers.ts';

const copy = {
  en: {
    remove: 'Remove', removeTitle: (email: string) => `Remove ${email} from the team?`, edit: 'Edit', save: 'Save changes', name: 'Name',
    nameMissing: 'Give the prompt a name.', saved: 'Team prompt saved.', readOnly: "The team's owner and admins manage these prompts.",
    throughTeam: 'You have Pro through your team Acme Support.', seeTeam: 'See your team', current: 'Current plan: Free',
  },
  es: {
    remove: 'Quitar', removeTitle: (email: string) => `¿Quitar a ${email} del equipo?`, edit: 'Editar', save: 'Guardar cambios', name: 'Nombre',
    nameMissing: 'Ponle un nombre a la instrucción.', saved: 'Instrucción del equipo guardada.', readOnly: 'El propietario y los administradores del equipo gestionan estas instrucciones.',
    throughTeam: 'Tienes Pro gracias a tu equipo Acme Support.', seeTeam: 'Ver tu equipo', current: 'Plan actual: Free',
  },
} as const;

type Session = Awaited<ReturnType<typeof createUser>>;

/** Signs this page in as `user` the way supabase-js stores a session. */
async function useSession(page: Page, user: Session, lang: 'en' | 'es') {
  await page.goto(`/${lang}/privacy`);
  await page.evaluate((value) => localStorage.setItem('sb-localhost-auth-token', value), JSON.stringify(user.session));
  // Answer the analytics question as a visitor would, so it does not cover what the screenshots are of.
  await declineAnalytics(page, lang);
}

test.use({ reducedMotion: 'reduce' });
test.setTimeout(120_000);

for (const lang of ['en', 'es'] as const) {
  const s = copy[lang];

  test(`${lang}: a member sees the team's plan in settings and its prompts read-only; the owner edits a prompt and removes the member after confirming`, async ({ browser, page, request, server }) => {
    const { owner, member } = await teamWithMember(request, server.dataDir, lang);
    const shots = (n: string) => test.info().outputPath(n);
    const promptName = lang === 'en' ? 'Polite answer' : 'Respuesta amable';

    // The member: Pro "through your team" in settings, the team's prompts without any edit control.
    const memberPage = await appPageInNewContext(browser, { baseURL: server.url, reducedMotion: 'reduce' });
    await useSession(memberPage, member, lang);
    await memberPage.goto(`/${lang}/settings`);
    await expect(memberPage.getByTestId('plan-through-team')).toContainText(s.throughTeam);
    await expect(memberPage.getByRole('link', { name: s.seeTeam })).toHaveAttribute('href', `/${lang}/dashboard#team`);
    await shootPart(memberPage, `settings-through-team-${lang}`, shots, memberPage.locator('main'));
    await memberPage.goto(sectionPath(lang, 'teamPrompts'));
    await expect(memberPage.getByTestId('team-prompts')).toContainText(promptName);
    await expect(memberPage.getByText(s.readOnly)).toBeVisible();
    await expect(memberPage.getByTestId('team-prompts').getByRole('button')).toHaveCount(0);
    await shootPart(memberPage, `team-member-${lang}`, shots, memberPage.locator('main'));

    // The owner edits the prompt in place: an empty name is refused in the page's language, then the new one is saved.
    await useSession(page, owner, lang);
    await page.goto(sectionPath(lang, 'teamInvitations'));
    await expect(page.getByTestId('team-invites')).toContainText('pending-');
    await page.goto(sectionPath(lang, 'teamPrompts'));
    const prompts = page.getByTestId('team-prompts');
    await expect(prompts).toContainText(promptName);
    await shootPart(page, `team-owner-${lang}`, shots, page.locator('main'));
    await prompts.getByRole('button', { name: `${s.edit} ${promptName}` }).click();
    const form = page.getByTestId('team-prompt-edit');
    const name = form.getByLabel(s.name, { exact: true });
    await expect(name).toBeFocused();
    await name.fill('   ');
    await form.getByRole('button', { name: s.save }).click();
    await expect(form.getByRole('alert')).toHaveText(s.nameMissing);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, '[data-testid=team-prompt-edit]');
    await shootPart(page, `team-prompt-edit-${lang}`, shots, prompts);
    const renamed = `${promptName} 2`;
    await name.fill(renamed);
    await form.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(prompts.getByRole('button', { name: `${s.edit} ${renamed}` })).toBeFocused();
    // The member's next look at the library has the new name.
    await memberPage.reload();
    await expect(memberPage.getByTestId('team-prompts')).toContainText(renamed);

    // Removing asks first, in an accessible dialog: Escape cancels and gives focus back to the button.
    await page.goto(sectionPath(lang, 'teamMembers'));
    const removeButton = page.getByRole('button', { name: `${s.remove} ${member.email}` });
    await removeButton.click();
    const dialog = page.getByRole('alertdialog', { name: s.removeTitle(member.email) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Cancelar' })).toBeFocused();
    await expectAxeClean(page, '[role=alertdialog]');
    await shootPart(page, `team-confirm-${lang}`, shots);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(removeButton).toBeFocused();
    await expect(page.getByTestId('team-members')).toContainText(member.email);
    await removeButton.click();
    await dialog.getByRole('button', { name: s.remove, exact: true }).click();
    await expect(page.getByTestId('team-members')).not.toContainText(member.email);

    // The removed member is back on their own plan at once.
    await memberPage.goto(`/${lang}/settings`);
    await expect(memberPage.getByTestId('current-plan')).toHaveText(s.current);
    await expect(memberPage.getByTestId('plan-through-team')).toHaveCount(0);
    await memberPage.context().close();
  });
}
