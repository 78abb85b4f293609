import { embeddedAnonKey } from '@selecta/shared/auth';
import { isPromoActive } from '@selecta/shared/plans';
import type { Env } from '../../env.ts';
import { enabledProviders } from '../../auth/oauth/provider-names.ts';

/** What the website needs to know at run time (contract C7). Nothing secret: it is put in every page. */
export function runtimeConfig(env: Env, now = new Date()) {
  return {
    authUrl: env.SUPABASE_URL ?? env.PUBLIC_URL,
    authAnonKey: env.SUPABASE_URL ? (env.SUPABASE_ANON_KEY ?? '') : embeddedAnonKey,
    authMode: env.SUPABASE_URL ? ('supabase' as const) : ('embedded' as const),
    checkoutMode: env.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const),
    gtmId: env.GTM_ID ?? null,
    promoEnd: env.PROMO_END.toISOString(),
    promoActive: isPromoActive(now, env.PROMO_END),
    /** The embedded auth's OAuth providers (GoTrue names), for the "Continue with …" buttons. */
    authProviders: env.SUPABASE_URL ? [] : enabledProviders(env),
  };
}
