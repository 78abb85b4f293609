import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { latestMail } from '../account/account-helpers.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { createUser } from '../support/session.ts';
import { declineAnalytics, expectAxeClean, proOwner } from '../teams/teams-helpers.ts';
import { sectionPath, useSession } from './console-helpers.ts';

// The members table (decision 045) against the real members API: search, sort and pages on the server, a bulk role
// change and a bulk removal after a confirmation that names how many, and inviting many from a CSV. One seeded team of
// 12 per language and worker; the tests of a language run in order on it.
test.describe.configure({ mode: 'default' });
test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

const text = {
  en: {
    total: '12 members', perPage: 'Rows per page', page: (p: number, of: number) => `Page ${p} of ${of}`, next: 'Next page', role: 'Role', lastActive: 'Last active',
    search: 'Search by email', searchButton: 'Search', matching: '3 members match “zed-”', select: (e: string) => `Select ${e}`, selected: '2 selected', newRole: 'New role',
    admin: 'Admin', changeRole: 'Change role', changeTitle: 'Change the role of 2 members to Admin?', changed: '2 roles changed', remove: 'Remove',
    removeTitle: 'Remove 1 member from the team?', removed: '1 member removed', export: 'Export CSV', file: 'Or upload a CSV file', inviteAll: 'Invite them all',
    summary: '2 invited, 1 not invited', invalid: 'Not an email address', invited: 'Invited: a mail is on its way',
  },
  es: {
    total: '12 miembros', perPage: 'Filas por página', page: (p: number, of: number) => `Página ${p} de ${of}`, next: 'Página siguiente', role: 'Rol', lastActive: 'Última actividad',
    search: 'Buscar por correo', searchButton: 'Buscar', matching: '3 miembros coinciden con «zed-»', select: (e: string) => `Seleccionar a ${e}`, selected: '2 seleccionados', newRole: 'Nuevo rol',
    admin: 'Administrador', changeRole: 'Cambiar el rol', changeTitle: '¿Cambiar el rol de 2 miembros a Administrador?', changed: '2 roles cambiados', remove: 'Quitar',
    removeTitle: '¿Quitar a 1 miembro del equipo?', removed: '1 miembro quitado', export: 'Exportar CSV', file: 'O sube un archivo CSV', inviteAll: 'Invitarlas a todas',
    summary: '2 invitadas, 1 sin invitar', invalid: 'No es una dirección de correo', invited: 'Invitada: le llega un correo',
  },
} as const;

/** A Pro owner's team of 12: the owner and 11 members who joined from their mailed invitations (3 of them `zed-…`). */
async function seedTeam(api: APIRequestContext, dataDir: string, lang: 'en' | 'es') {
  const owner = await proOwner(api, lang);
  expect((await api.post('/api/teams', { headers: owner.bearer, data: { name: `Acme ${lang}` } })).status()).toBe(201);
  const emails = Array.from({ length: 11 }, (_, i) => uniqueEmail(i < 3 ? `zed-${i}` : `crew-${i}`));
  expect((await api.post('/api/teams/invites/bulk', { headers: owner.bearer, data: { emails, locale: lang } })).ok()).toBe(true);
  for (const email of emails) {
    const member = await createUser(api, email);
    const token = new URL((await latestMail(dataDir, email)).link).searchParams.get('token');
    expect((await api.post('/api/teams/invites/accept', { headers: member.bearer, data: { token } })).ok()).toBe(true);
  }
  return { owner, emails };
}

type Seeded = Awaited<ReturnType<typeof seedTeam>>;
const teams: Partial<Record<'en' | 'es', Seeded>> = {};

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];
  test.describe(lang, () => {
    test.beforeAll(async ({ playwright, server }) => {
      test.setTimeout(120_000);
      const api = await playwright.request.newContext({ baseURL: server.url });
      teams[lang] = await seedTeam(api, server.dataDir, lang);
      await api.dispose();
    });

    test(`${lang}: members are paged, sorted and searched on the server, the view is in the address, and the CSV has every match`, async ({ page }) => {
      await useSession(page, teams[lang]!.owner.session, lang);
      await page.goto(sectionPath(lang, 'teamMembers'));
      await declineAnalytics(page, lang);
      const table = page.getByTestId('team-members');
      await expect(page.getByTestId('members-total')).toHaveText(t.total);
      await expect(table.locator('tbody tr')).toHaveCount(12);

      await page.getByLabel(t.perPage).selectOption('10');
      await expect(page.getByTestId('members-page')).toHaveText(t.page(1, 2));
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(table.locator('tbody tr')).toHaveCount(2);
      await page.goBack();
      await expect(page.getByTestId('members-page')).toHaveText(t.page(1, 2));

      // Sorted by role (owner first) by default; again, the other way; then by last activity, most recent first.
      await expect(table.locator('tbody tr').first()).toContainText(teams[lang]!.owner.email);
      const roleHeader = table.getByRole('columnheader', { name: t.role });
      await expect(roleHeader).toHaveAttribute('aria-sort', 'ascending');
      await roleHeader.getByRole('button').click();
      await expect(roleHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/dir=desc/);
      await expect(table.locator('tbody tr').first()).not.toContainText(teams[lang]!.owner.email);
      const activeHeader = table.getByRole('columnheader', { name: t.lastActive });
      await activeHeader.getByRole('button').click();
      await expect(activeHeader).toHaveAttribute('aria-sort', 'descending');

      await page.getByRole('searchbox', { name: t.search }).fill('zed-');
      await page.getByRole('button', { name: t.searchButton }).click();
      await expect(page.getByTestId('members-total')).toHaveText(t.matching);
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await expectAxeClean(page, 'main');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.export }).click();
      const csv = readFileSync(await (await download).path(), 'utf8').trim().split(/\r?\n/);
      expect(csv).toHaveLength(4);
      expect(csv.slice(1).every((line) => line.includes('zed-'))).toBe(true);
    });

    test(`${lang}: two members become admins and one is removed, each after a confirmation that says how many`, async ({ page }) => {
      const { owner, emails } = teams[lang]!;
      await useSession(page, owner.session, lang);
      await page.goto(`${sectionPath(lang, 'teamMembers')}?q=zed-`);
      await declineAnalytics(page, lang);
      const table = page.getByTestId('team-members');
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await table.getByRole('checkbox', { name: t.select(emails[0]!) }).check();
      await table.getByRole('checkbox', { name: t.select(emails[1]!) }).check();
      const bar = page.getByTestId('bulk-bar');
      await expect(bar).toContainText(t.selected);
      await bar.getByLabel(t.newRole).selectOption('admin');
      await bar.getByRole('button', { name: t.changeRole }).click();
      const dialog = page.getByRole('alertdialog', { name: t.changeTitle });
      await expect(dialog).toBeVisible();
      if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/members-bulk-confirm-${lang}.png` });
      await dialog.getByRole('button', { name: t.changeRole }).click();
      await expect(page.getByText(t.changed)).toBeVisible();
      for (const email of emails.slice(0, 2)) await expect(table.getByRole('combobox', { name: new RegExp(email) })).toHaveValue('admin');
      await expect(bar).toHaveCount(0);

      await table.getByRole('checkbox', { name: t.select(emails[2]!) }).check();
      await page.getByTestId('bulk-bar').getByRole('button', { name: t.remove }).click();
      const confirm = page.getByRole('alertdialog', { name: t.removeTitle });
      await confirm.getByRole('button', { name: t.remove }).click();
      await expect(page.getByText(t.removed)).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(2);
      await expect(table).not.toContainText(emails[2]!);
    });

    test(`${lang}: inviting many from a CSV reports the one bad address and invites the rest`, async ({ page }) => {
      await useSession(page, teams[lang]!.owner.session, lang);
      await page.goto(sectionPath(lang, 'teamInvitations'));
      await declineAnalytics(page, lang);
      const [first, second] = [uniqueEmail(`csv-a-${lang}`), uniqueEmail(`csv-b-${lang}`)];
      const card = page.getByTestId('invite-many');
      await card.getByLabel(t.file).setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`Name,Email\nAna,${first}\nBo,not-an-address\nCy,"${second}"\n`) });
      await card.getByRole('button', { name: t.inviteAll }).click();
      const results = card.getByTestId('invite-results');
      await expect(results.getByRole('status')).toHaveText(t.summary);
      await expect(results.locator('li[data-result=invalid]')).toHaveText(new RegExp(`not-an-address.*${t.invalid}`));
      await expect(results.locator('li[data-result=invited]')).toHaveCount(2);
      await expect(page.getByTestId('team-invites')).toContainText(first);
      await expect(page.getByTestId('team-invites')).toContainText(second);
      await expectAxeClean(page, '[data-testid=invite-many]');
      if (process.env.CONSOLE_SHOTS) for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await card.screenshot({ path: `${process.env.CONSOLE_SHOTS}/invite-many-${lang}-${width}.png` });
      }
    });
  });
}
