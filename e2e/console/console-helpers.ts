import { expect, type Page } from '@playwright/test';
import { sitePages } from '@selecta/shared/site-routes';

/** The console's navigation, as a person reads it in each language (from `locales/*\/console.json`). */
export const consoleText = {
  en: {
    nav: 'Console', menu: 'Sections',
    sections: {
      dashboard: 'Overview', dashboardUsage: 'Usage', settings: 'Settings', dashboardBilling: 'Plan and billing', dashboardSupport: 'Support',
      teamMembers: 'Members', teamInvitations: 'Invitations', teamPrompts: 'Prompts', teamModels: 'Models', teamUsage: 'Team usage', teamSecurity: 'Security',
      teamAudit: 'Audit log',
    },
    adminOnly: "For the team's owner and admins",
  },
  es: {
    nav: 'Consola', menu: 'Secciones',
    sections: {
      dashboard: 'Resumen', dashboardUsage: 'Uso', settings: 'Configuración', dashboardBilling: 'Plan y facturación', dashboardSupport: 'Soporte',
      teamMembers: 'Miembros', teamInvitations: 'Invitaciones', teamPrompts: 'Instrucciones', teamModels: 'Modelos', teamUsage: 'Uso del equipo', teamSecurity: 'Seguridad',
      teamAudit: 'Registro de auditoría',
    },
    adminOnly: 'Para quien es propietario o administrador del equipo',
  },
} as const;

export type ConsoleSection = keyof (typeof consoleText)['en']['sections'];
export const everyoneSections: ConsoleSection[] = ['dashboard', 'dashboardUsage', 'settings', 'dashboardBilling', 'dashboardSupport'];
export const adminSections: ConsoleSection[] = ['teamMembers', 'teamInvitations', 'teamPrompts', 'teamModels', 'teamUsage', 'teamSecurity', 'teamAudit'];

export const sectionPath = (lang: 'en' | 'es', section: ConsoleSection) => `/${lang}/${sitePages[section]}`;

export const consoleNav = (page: Page, lang: 'en' | 'es') => page.getByRole('navigation', { name: consoleText[lang].nav });

/** Opens a section from the console's navigation (its menu first on a phone) and waits for its path. */
export async function openSection(page: Page, lang: 'en' | 'es', section: ConsoleSection) {
  const nav = consoleNav(page, lang);
  const menu = nav.getByRole('button', { name: consoleText[lang].menu });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: consoleText[lang].sections[section], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${sectionPath(lang, section)}$`));
}

/** Signs this page in with a session made by the API, the way supabase-js stores it. */
export async function useSession(page: Page, session: unknown, lang: 'en' | 'es') {
  await page.goto(`/${lang}/privacy`);
  await page.evaluate((value) => localStorage.setItem('sb-localhost-auth-token', value), JSON.stringify(session));
}

/** The section's own heading, once its page has rendered. */
export const sectionHeading = (page: Page, lang: 'en' | 'es', section: ConsoleSection) =>
  page.getByRole('heading', { level: 1, name: section === 'dashboard' ? (lang === 'en' ? 'Dashboard' : 'Panel') : section === 'settings' ? (lang === 'en' ? 'Account settings' : 'Configuración de la cuenta') : consoleText[lang].sections[section], exact: true });
