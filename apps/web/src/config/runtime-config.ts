import { embeddedAnonKey } from '@selecta/shared/auth';

/** What the server tells the website at run time (C7): injected into every HTML page, also at GET /api/config. */
export interface RuntimeConfig {
  authUrl: string;
  authAnonKey: string;
  checkoutMode: 'stripe' | 'test';
  gtmId: string | null;
  promoEnd: string;
  promoActive: boolean;
  /** The auth server's OAuth providers, in the order the sign-in page shows them. */
  authProviders: AuthProvider[];
}

export const authProviderNames = ['google', 'azure', 'github', 'oidc'] as const;
export type AuthProvider = (typeof authProviderNames)[number];

const checkoutModes: readonly unknown[] = ['stripe', 'test'] satisfies RuntimeConfig['checkoutMode'][];

// A hand check rather than a zod schema: this runs on every page before hydration, and zod would be the
// largest library in the landing's initial JavaScript for six fields (decision 009).
export function parseRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.authUrl === 'string' &&
    typeof v.authAnonKey === 'string' &&
    checkoutModes.includes(v.checkoutMode) &&
    (v.gtmId === null || typeof v.gtmId === 'string') &&
    typeof v.promoEnd === 'string' &&
    typeof v.promoActive === 'boolean';
  if (!ok) return undefined;
  const { authUrl, authAnonKey, checkoutMode, gtmId, promoEnd, promoActive } = v as unknown as RuntimeConfig;
  // Optional (a page from an older server has none); unknown names are dropped rather than shown.
  const listed = Array.isArray(v.authProviders) ? v.authProviders : [];
  const authProviders = authProviderNames.filter((name) => listed.includes(name));
  return { authUrl, authAnonKey, checkoutMode, gtmId, promoEnd, promoActive, authProviders };
}

function readInjected(): RuntimeConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('selecta-config');
  if (!element?.textContent) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(element.textContent));
  } catch {
    return undefined;
  }
}

let cached: RuntimeConfig | undefined;

/** Reads the config the server put in the page; a page served without it (tests, `vite dev`) falls back to same-origin defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  cached ??= readInjected() ?? {
    authUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
    authAnonKey: embeddedAnonKey,
    checkoutMode: 'test',
    gtmId: null,
    promoEnd: new Date(0).toISOString(),
    promoActive: false,
    authProviders: [],
  };
  return cached;
}
