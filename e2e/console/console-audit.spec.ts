import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { latestMail } from '../account/account-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { createUser } from '../support/session.ts';
import { declineAnalytics, expectAxeClean, proOwner } from '../teams/teams-helpers.ts';
import { enrolByApi } from '../two-step/two-step-helpers.ts';
import { sectionPath, useSession } from './console-helpers.ts';

// The audit page (decision 045) on the log the server writes (decision 044): every event worded in the page's
// language, filters by event, person and days, older pages by the `next` cursor, the CSV of every match. One seeded
// team per language and worker.
test.describe.configure({ mode: 'default' });
test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

const text = {
  en: {
    invited: (o: string, m: string) => `${o} invited ${m} as Member.`, joined: (m: string) => `${m} joined the team as Member.`,
    roleChanged: (o: string, m: string) => `${o} changed the role of ${m} from Member to Admin.`, mfa: (o: string) => `${o} required two-step verification for the team.`,
    shown: (n: number) => `${n} events shown`, more: 'Show older events', event: 'Event', person: 'Person (email)', from: 'From', apply: 'Apply', clear: 'Clear filters',
    roleLabel: 'Role changed', none: 'No event matches these filters.', export: 'Export CSV',
  },
  es: {
    invited: (o: string, m: string) => `${o} invitó a ${m} como Miembro.`, joined: (m: string) => `${m} se unió al equipo como Miembro.`,
    roleChanged: (o: string, m: string) => `${o} cambió el rol de ${m} de Miembro a Administrador.`, mfa: (o: string) => `${o} exigió la verificación en dos pasos en el equipo.`,
    shown: (n: number) => `${n} eventos mostrados`, more: 'Ver eventos anteriores', event: 'Evento', person: 'Persona (correo)', from: 'Desde', apply: 'Aplicar', clear: 'Quitar filtros',
    roleLabel: 'Rol cambiado', none: 'Ningún evento coincide con estos filtros.', export: 'Exportar CSV',
  },
} as const;

/** A team whose log holds 60 events: created, a member invited, joined and made admin, two-step required, 55 renames. */
async function seedLog(api: APIRequestContext, serverUrl: string, dataDir: string, lang: 'en' | 'es') {
  const owner = await proOwner(api, lang);
  const call = async (method: string, path: string, data: unknown, headers = owner.bearer) => {
    const response = await api.fetch(path, { method, headers, data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  };
  await call('POST', '/api/teams', { name: 'Acme Audit' });
  const member = await createUser(api);
  await call('POST', '/api/teams/invites', { email: member.email, role: 'member', locale: lang });
  const token = new URL((await latestMail(dataDir, member.email)).link).searchParams.get('token');
  await call('POST', '/api/teams/invites/accept', { token }, member.bearer);
  const members = (await (await api.get('/api/teams/members', { headers: owner.bearer })).json()) as { members: { userId: string; email: string }[] };
  await call('PATCH', `/api/teams/members/${members.members.find((m) => m.email === member.email)!.userId}`, { role: 'admin' });
  const raised = (await enrolByApi(serverUrl, owner.session.access_token)).session as { access_token: string };
  await call('PUT', '/api/teams/mfa', { required: true }, { authorization: `Bearer ${raised.access_token}` });
  for (let i = 0; i < 55; i += 1) await call('PATCH', '/api/teams', { name: `Acme Audit ${i}` }, { authorization: `Bearer ${raised.access_token}` });
  return { owner, member, raised };
}

type Seeded = Awaited<ReturnType<typeof seedLog>>;
const logs: Partial<Record<'en' | 'es', Seeded>> = {};

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];
  test.describe(lang, () => {
    test.beforeAll(async ({ playwright, server }) => {
      test.setTimeout(120_000);
      const api = await playwright.request.newContext({ baseURL: server.url });
      logs[lang] = await seedLog(api, server.url, server.dataDir, lang);
      await api.dispose();
    });

    test(`${lang}: the log words each event, pages by its cursor, filters by event, person and day, and exports what it shows`, async ({ page }) => {
      const { owner, member, raised } = logs[lang]!;
      await useSession(page, raised, lang);
      await page.goto(sectionPath(lang, 'teamAudit'));
      await declineAnalytics(page, lang);
      const rows = page.getByTestId('audit-events').locator('tbody tr');
      await expect(page.getByTestId('audit-count')).toHaveText(t.shown(50));
      await expect(rows.first()).toHaveAttribute('data-event', 'team.renamed');
      await page.getByRole('button', { name: t.more }).click();
      await expect(page.getByRole('button', { name: t.more })).toHaveCount(0);
      const total = await rows.count();
      expect(total).toBeGreaterThan(50);
      await expect(page.getByTestId('audit-count')).toHaveText(t.shown(total));
      const log = page.getByTestId('audit-events');
      await expect(log).toContainText(t.invited(owner.email, member.email));
      await expect(log).toContainText(t.joined(member.email));
      await expect(log).toContainText(t.roleChanged(owner.email, member.email));
      await expect(log).toContainText(t.mfa(owner.email));
      await expect(rows.last()).toHaveAttribute('data-event', 'team.created');
      await expectAxeClean(page, 'main');
      if (process.env.CONSOLE_SHOTS) for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/audit-${lang}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 720 });

      // One event: in the address, so the back button returns to the whole log.
      await page.getByLabel(t.event).selectOption('member.role_changed');
      await page.getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/event=member\.role_changed/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(t.roleLabel);
      // One person (the member is the actor of their own joining).
      await page.getByLabel(t.event).selectOption('');
      await page.getByLabel(t.person).fill(member.email);
      await page.getByRole('button', { name: t.apply }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute('data-event', 'member.joined');
      // Days: nothing from tomorrow on.
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel(t.person).fill('');
      await page.getByLabel(t.from).fill(tomorrow);
      await page.getByRole('button', { name: t.apply }).click();
      await expect(page.getByText(t.none)).toBeVisible();
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/event=member\.role_changed/);
      await expect(rows).toHaveCount(1);

      // The CSV has every match of the filters shown (here: the one role change).
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.export }).click();
      const csv = readFileSync(await (await download).path(), 'utf8').trim().split(/\r?\n/);
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain('member.role_changed');
      // Cleared: the whole log again (from the cache while it refreshes, as many pages as were open).
      await page.getByRole('button', { name: t.clear }).click();
      await expect(page).toHaveURL(new RegExp(`${sectionPath(lang, 'teamAudit')}$`));
      await expect(page.getByTestId('audit-count')).toHaveText(t.shown(total));
    });
  });
}
