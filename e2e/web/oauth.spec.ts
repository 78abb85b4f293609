import { randomUUID } from 'node:crypto';
import { signedInUser } from '../account/account-helpers.ts';
import { createUser } from '../support/session.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import { expect, test } from './oauth-fixtures.ts';

const text = {
  en: {
    google: 'Continue with Google', microsoft: 'Continue with Microsoft', github: 'Continue with GitHub', oidc: 'Continue with your organization',
    dashboard: 'Dashboard', unverified: "That account's email address isn't verified by the provider", methods: 'Sign-in methods',
    linkMicrosoft: 'Link Microsoft', unlinkMicrosoft: 'Unlink Microsoft', unlinked: 'Microsoft is no longer linked', emailMethod: 'Email',
  },
  es: {
    google: 'Continuar con Google', microsoft: 'Continuar con Microsoft', github: 'Continuar con GitHub', oidc: 'Continuar con tu organización',
    dashboard: 'Panel', unverified: 'El proveedor no ha verificado el correo de esa cuenta', methods: 'Formas de iniciar sesión',
    linkMicrosoft: 'Vincular Microsoft', unlinkMicrosoft: 'Desvincular Microsoft', unlinked: 'Se ha desvinculado Microsoft', emailMethod: 'Correo electrónico',
  },
} as const;

const person = (email = uniqueEmail('oauth')) => ({ sub: randomUUID(), email, email_verified: true, name: 'Grace Hopper' });

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];

  test(`${lang}: sign-in offers exactly the configured providers; Google signs a new visitor in`, async ({ page, providers }) => {
    providers.op.signInAs(person());
    await page.goto(`/${lang}/auth?login=true`);
    for (const name of [t.google, t.microsoft, t.github, t.oidc]) await expect(page.getByRole('button', { name })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`oauth-sign-in-${lang}-${width}.png`) });
    }
    await page.getByRole('button', { name: t.google }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();
  });

  test(`${lang}: GitHub from the sign-up form opens the dashboard`, async ({ page, providers }) => {
    const id = Math.floor(Math.random() * 1e9);
    providers.github.signInAs({ id, login: `e2e${id}`, emails: [{ email: uniqueEmail('github'), primary: true, verified: true }] });
    await page.goto(`/${lang}/auth`);
    await page.getByRole('button', { name: t.github }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
  });

  test(`${lang}: an unverified provider address of an existing account is refused with an explanation`, async ({ page, request, providers }) => {
    const { email } = await createUser(request);
    providers.op.signInAs({ ...person(email), email_verified: false });
    await page.goto(`/${lang}/auth?login=true`);
    await page.getByRole('button', { name: t.oidc }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.unverified })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth\\?login=true`));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`oauth-refused-${lang}-${width}.png`) });
    }
  });

  test(`${lang}: settings links Microsoft to a password account and unlinks it`, async ({ page, request, providers }) => {
    await signedInUser(page, request);
    providers.op.signInAs(person(uniqueEmail('work')));
    await page.goto(`/${lang}/settings`);
    const methods = page.getByRole('list', { name: t.methods });
    await expect(methods.getByRole('listitem')).toHaveCount(1);
    await expect(methods).toContainText(t.emailMethod);
    await page.getByRole('button', { name: t.linkMicrosoft }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/settings`));
    await expect(methods.getByRole('listitem')).toHaveCount(2);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await methods.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`oauth-settings-${lang}-${width}.png`) });
    }
    await page.getByRole('button', { name: t.unlinkMicrosoft }).click();
    await expect(page.getByText(t.unlinked)).toBeVisible();
    await expect(methods.getByRole('listitem')).toHaveCount(1);
  });
}
