import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { createUser, signIn, testPassword } from '../support/session.ts';

const text = {
  en: {
    signUpTitle: 'Create your account', loginTitle: 'Welcome back', email: 'Email', password: 'Password', confirm: 'Confirm password',
    create: 'Create account', signIn: 'Sign in', toLogin: 'Sign in', toSignUp: 'Create account',
    invalidEmail: 'Please enter a valid email address', short: 'Password must be at least 8 characters', mismatch: "Passwords don't match", required: 'Password is required',
    terms: 'By signing up, you agree to our Terms of Service and Privacy Policy',
    created: 'Account created successfully!', registered: 'This email is already registered', registeredHint: 'Please try signing in with your existing account',
    loginOk: 'Login successful!', loginFailed: 'Login failed', onboarding: 'Welcome to Selecta!', dashboard: 'Dashboard',
    installImage: 'The Selecta extension popup after installing it, signed in, showing the plan and the actions left today',
  },
  es: {
    signUpTitle: 'Crea tu cuenta', loginTitle: 'Hola de nuevo', email: 'Correo electrónico', password: 'Contraseña', confirm: 'Confirmar contraseña',
    create: 'Crear cuenta', signIn: 'Iniciar sesión', toLogin: 'Inicia sesión', toSignUp: 'Crear cuenta',
    invalidEmail: 'Introduce un correo electrónico válido', short: 'La contraseña debe tener al menos 8 caracteres', mismatch: 'Las contraseñas no coinciden', required: 'La contraseña es obligatoria',
    terms: 'Al registrarte, aceptas nuestros Términos del servicio y nuestra Política de privacidad',
    created: '¡Cuenta creada correctamente!', registered: 'Este correo ya está registrado', registeredHint: 'Prueba a iniciar sesión con tu cuenta',
    loginOk: '¡Sesión iniciada!', loginFailed: 'No se pudo iniciar sesión', onboarding: '¡Te damos la bienvenida a Selecta!', dashboard: 'Panel',
    installImage: 'La ventana de la extensión Selecta tras instalarla, con la sesión iniciada, el plan y las acciones que quedan hoy',
  },
} as const;

// The auth service answers 4xx for a taken email and a wrong password; the browser logs those, the page handles them.
test.use({ allowedConsoleErrors: [/status of 4\d\d .*\/auth\/v1\/(signup|token)/] });

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];

  test(`${lang}: sign-up validates every field, then creates the account and opens onboarding`, async ({ page }) => {
    await page.goto(`/${lang}/auth`);
    await expect(page.getByRole('heading', { name: t.signUpTitle })).toBeVisible();
    await expect(page.getByText(t.terms)).toBeVisible();
    await page.getByRole('button', { name: t.create, exact: true }).click();
    await expect(page.getByText(t.invalidEmail)).toBeVisible();
    await expect(page.getByText(t.short)).toHaveCount(2);

    await page.getByLabel(t.email).fill('not-an-email');
    await page.getByLabel(t.password, { exact: true }).fill('long enough 1');
    await page.getByLabel(t.confirm).fill('long enough 2');
    await page.getByRole('button', { name: t.create, exact: true }).click();
    await expect(page.getByText(t.invalidEmail)).toBeVisible();
    await expect(page.getByText(t.mismatch)).toBeVisible();

    await page.getByLabel(t.email).fill(uniqueEmail('signup'));
    await page.getByLabel(t.confirm).fill('long enough 1');
    await page.getByRole('button', { name: t.create, exact: true }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/onboarding$`));
    await expect(page.getByRole('heading', { name: t.onboarding })).toBeVisible();
    await expect(page.getByTestId('install-steps').getByRole('listitem')).toHaveCount(6);
  });

  test(`${lang}: signing up with a registered email says so`, async ({ page, request }) => {
    const { email } = await createUser(request);
    await page.goto(`/${lang}/auth`);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(testPassword);
    await page.getByLabel(t.confirm).fill(testPassword);
    await page.getByRole('button', { name: t.create, exact: true }).click();
    await expect(page.getByText(t.registered)).toBeVisible();
    await expect(page.getByText(t.registeredHint)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth$`));
  });

  test(`${lang}: login validates, rejects a wrong password and signs in to the dashboard`, async ({ page, request }) => {
    const { email } = await createUser(request);
    await page.goto(`/${lang}/auth?login=true`);
    await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByText(t.invalidEmail)).toBeVisible();
    await expect(page.getByText(t.required)).toBeVisible();

    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill('wrong password 1');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByText(t.loginFailed)).toBeVisible();

    await page.getByLabel(t.password).fill(testPassword);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByText(t.loginOk)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();
    // The install picture is a real screenshot in the page's language, and it loads (it is lazy: scroll to it).
    const installImage = page.getByRole('img', { name: t.installImage });
    await installImage.scrollIntoViewIfNeeded();
    await expect(installImage).toHaveJSProperty('naturalWidth', 640);
    // Its declared size (reserved before it loads) is the picture's own, in each language.
    await expect(installImage).toHaveJSProperty('naturalHeight', Number(await installImage.getAttribute('height')));
  });

  test(`${lang}: before the page has hydrated, a typed password never goes into the URL`, async ({ context, baseURL }) => {
    // No script loads, as on a slow phone: the prerendered form alone would submit natively, as a GET with the
    // address and password in the query. A page of its own, since the `page` fixture waits for the app to hydrate.
    const early = await context.newPage();
    await early.route('**/assets/*.js', (route) => route.abort());
    const documents: string[] = [];
    early.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    for (const [path, submit] of [[`/${lang}/auth?login=true`, t.signIn], [`/${lang}/auth`, t.create]] as const) {
      await early.goto(`${baseURL}${path}`);
      const button = early.getByRole('button', { name: submit, exact: true });
      await expect(button).toBeDisabled();
      await early.getByLabel(t.email).fill('early@example.com');
      await early.getByLabel(t.password, { exact: true }).fill('typed too early 1');
      await early.getByLabel(t.password, { exact: true }).press('Enter');
      await button.click({ force: true });
      // A form submission navigates from a task of its own: one more turn of the page's loop lets it start.
      await early.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    expect(documents.filter((url) => url.includes('early')), 'no navigation carried the typed fields').toEqual([]);
    expect(early.url()).toBe(`${baseURL}/${lang}/auth`);
    await early.close();
  });

  test(`${lang}: the link toggles between sign-up and login`, async ({ page }) => {
    await page.goto(`/${lang}/auth`);
    // The form is prerendered: a click before hydration would do nothing.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: t.toLogin, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth\\?login=true$`));
    await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
    await page.getByRole('button', { name: t.toSignUp, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.signUpTitle })).toBeVisible();
  });

  test(`${lang}: a signed-in visitor to /auth goes to the dashboard`, async ({ page, request }) => {
    await signIn(page, request, lang);
    await page.goto(`/${lang}/auth`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
  });
}
