import { locales } from './locales.ts';

/**
 * Every page of the website, as the path after the locale prefix. The website's router and the server
 * (which answers unknown paths with 404) both read this list.
 */
export const sitePages = {
  home: '',
  auth: 'auth',
  onboarding: 'onboarding',
  pricing: 'pricing',
  dashboard: 'dashboard',
  // The console's sections (decision 045): everyone's, then a team's owner and admins'.
  dashboardUsage: 'dashboard/usage',
  dashboardBilling: 'dashboard/billing',
  dashboardSupport: 'dashboard/support',
  teamMembers: 'dashboard/team/members',
  teamInvitations: 'dashboard/team/invitations',
  teamPrompts: 'dashboard/team/prompts',
  teamModels: 'dashboard/team/models',
  teamUsage: 'dashboard/team/usage',
  teamSecurity: 'dashboard/team/security',
  teamAudit: 'dashboard/team/audit',
  settings: 'settings',
  waitlistSuccess: 'waitlist-success',
  paymentSuccess: 'payment-success',
  paymentCancel: 'payment-cancel',
  privacy: 'privacy',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  testCheckout: 'test-checkout',
  testCheckoutPortal: 'test-checkout/portal',
  invite: 'invite',
} as const;

export type SitePage = keyof typeof sitePages;

/** The pages shown inside the console's layout (its navigation beside them), in the navigation's order. */
export const consolePages = ['dashboard', 'dashboardUsage', 'settings', 'dashboardBilling', 'dashboardSupport'] as const satisfies readonly SitePage[];
/** The console's sections for a team's owner and admins only. */
export const teamAdminPages = ['teamMembers', 'teamInvitations', 'teamPrompts', 'teamModels', 'teamUsage', 'teamSecurity', 'teamAudit'] as const satisfies readonly SitePage[];

/** Unprefixed paths that redirect to their English page (spec §2) rather than render. */
export const redirectedUnprefixed: readonly SitePage[] = ['home', 'privacy', 'auth'];

/** Whether the server should answer this path with the website (200) rather than the not-found page (404). */
export function isSitePath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const segments = clean.split('/').filter(Boolean);
  const [first] = segments;
  const rest = (locales as readonly string[]).includes(first ?? '') ? segments.slice(1) : segments;
  const page = rest.join('/');
  return (Object.values(sitePages) as string[]).includes(page);
}

/**
 * The prerendered variant a page's query asks for: `/en/auth?login=true` is the login form, prerendered apart
 * from the sign-up form so the first paint is the form the visitor asked for. The build writes a variant to
 * `<path>/index.<variant>.html`; the server serves it for that query.
 */
export function prerenderVariant(search: URLSearchParams): 'login' | undefined {
  return search.get('login') === 'true' ? 'login' : undefined;
}

/** The file, relative to the website's build folder, holding a prerendered page (or its query variant). */
export function prerenderedFile(pathname: string, variant?: string): string {
  const clean = pathname.replace(/\/+$/, '').replace(/^\/+/, '');
  return `${clean ? `${clean}/` : ''}index${variant ? `.${variant}` : ''}.html`;
}
