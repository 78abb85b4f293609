import { embeddedAnonKey } from '@selecta/shared/auth';
import { z } from 'zod';

/** What the server tells the website at run time (C7): injected into every HTML page, also at GET /api/config. */
export const runtimeConfigSchema = z.object({
  authUrl: z.string(),
  authAnonKey: z.string(),
  checkoutMode: z.enum(['stripe', 'test']),
  gtmId: z.string().nullable(),
  promoEnd: z.string(),
  promoActive: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let cached: RuntimeConfig | undefined;

/** Reads the config the server put in the page; a page served without it (tests, `vite dev`) falls back to same-origin defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('selecta-config');
  const parsed = element?.textContent ? runtimeConfigSchema.safeParse(JSON.parse(element.textContent)) : undefined;
  cached = parsed?.success
    ? parsed.data
    : {
        authUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
        authAnonKey: embeddedAnonKey,
        checkoutMode: 'test',
        gtmId: null,
        promoEnd: new Date(0).toISOString(),
        promoActive: false,
      };
  return cached;
}
