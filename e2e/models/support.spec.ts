import AxeBuilder from '@axe-core/playwright';
import { latestMail, signedInUser } from '../account/account-helpers.ts';
import { expect, testWithServer } from '../support/fixtures.ts';
import { sectionPath } from '../console/console-helpers.ts';

const supportEmail = 'help@selecta.test';
const text = {
  en: {
    title: 'Support',
    level: 'Your plan has community support. There is no promised reply time.',
    help: 'how Selecta works',
    subject: 'Subject',
    page: 'Page or site it is about (optional)',
    message: 'Message',
    send: 'Send to support',
    subjectError: 'Write a subject of 3 to 150 characters.',
    sent: 'Sent. There is no promised reply time. The answer comes to your email address.',
  },
  es: {
    title: 'Soporte',
    level: 'Tu plan incluye soporte de la comunidad. No hay un plazo de respuesta garantizado.',
    help: 'cómo funciona Selecta',
    subject: 'Asunto',
    page: 'Página o sitio al que se refiere (opcional)',
    message: 'Mensaje',
    send: 'Enviar a soporte',
    subjectError: 'Escribe un asunto de 3 a 150 caracteres.',
    sent: 'Enviado. No hay un plazo de respuesta garantizado. La respuesta llegará a tu correo electrónico.',
  },
} as const;

// A server of this file's own configuration, one per worker.
const test = testWithServer({ SUPPORT_EMAIL: supportEmail });
test.use({ reducedMotion: 'reduce' });
// A busy machine hydrates the dashboard slowly; nothing here waits on a fixed delay.
test.setTimeout(90_000);

for (const lang of ['en', 'es'] as const) {
  const s = text[lang];

  test(`${lang}: a Free user sends a support request; it is mailed with the plan and priority`, async ({ page, request, server }) => {
    const user = await signedInUser(page, request);
    await page.goto(sectionPath(lang, 'dashboardSupport'));
    const card = page.locator('#support');
    await expect(card.getByRole('heading', { name: s.title })).toBeVisible();
    await expect(card.getByText(s.level)).toBeVisible();
    await expect(card.getByRole('link', { name: s.help })).toHaveAttribute('href', `/${lang}#how-it-works`);
    expect((await new AxeBuilder({ page }).include('#support').analyze()).violations).toEqual([]);

    await card.getByRole('button', { name: s.send }).click();
    await expect(card.getByText(s.subjectError)).toBeVisible();
    const subject = `Translate stops ${lang} ${Date.now()}`;
    await card.getByLabel(s.subject).fill(subject);
    await card.getByLabel(s.page).fill('https://mail.example.com');
    await card.getByLabel(s.message).fill('The answer stops after a few lines on long emails.');
    await card.getByRole('button', { name: s.send }).click();
    await expect(card.getByTestId('support-status')).toHaveText(s.sent);
    await expect(card.getByLabel(s.subject)).toHaveValue('');

    const mail = await latestMail(server.dataDir, supportEmail);
    expect(mail.subject).toBe(`[Selecta Community · Free] ${subject}`);
    expect(mail.text).toContain(`From: ${user.email}`);
    expect(mail.text).toContain(`Language: ${lang}`);
    expect(mail.text).toContain('About: https://mail.example.com');
    expect(server.output()).not.toContain(subject);
  });
}
