import type { SupabaseClient } from '@supabase/supabase-js';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import type { EmailCodeRequestValues, EmailCodeValues, LoginValues, SignUpValues } from './auth-schemas.ts';

// zod with the schemas and supabase-js are most of the auth page's JavaScript, yet showing the form needs
// neither: they load when the visitor starts on the form (`preloadAuthFormCode`), at the latest on submit.
const schemas = () => Promise.all([import('@hookform/resolvers/zod'), import('./auth-schemas.ts')]);
const supabase = () => import('@/lib/supabase.ts');

export const signUpResolver: Resolver<SignUpValues> = lazyResolver(async () => {
  const [{ zodResolver }, { signUpSchema }] = await schemas();
  return zodResolver(signUpSchema);
});

export const loginResolver: Resolver<LoginValues> = lazyResolver(async () => {
  const [{ zodResolver }, { loginSchema }] = await schemas();
  return zodResolver(loginSchema);
});

export const emailCodeRequestResolver: Resolver<EmailCodeRequestValues> = lazyResolver(async () => {
  const [{ zodResolver }, { emailCodeRequestSchema }] = await schemas();
  return zodResolver(emailCodeRequestSchema);
});

export const emailCodeResolver: Resolver<EmailCodeValues> = lazyResolver(async () => {
  const [{ zodResolver }, { emailCodeSchema }] = await schemas();
  return zodResolver(emailCodeSchema) as Resolver<EmailCodeValues>;
});

/** The auth client, created on first use. */
export async function authClient(): Promise<SupabaseClient> {
  return (await supabase()).getSupabase();
}

/** Starts loading what a submit needs, so the first one does not wait for the network. */
export function preloadAuthFormCode(): void {
  void schemas().catch(() => undefined);
  void supabase().catch(() => undefined);
}
