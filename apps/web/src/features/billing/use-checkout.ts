import type { BillingInterval, PaidPlanId } from '@selecta/shared/plans';
import { useTranslation } from 'react-i18next';
import { pagePath } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/use-auth.ts';

/**
 * Starts a checkout for the signed-in user and leaves for the checkout page (Stripe's, or the built-in test
 * checkout). Throws when the server gives no URL (spec §7: treated as an error); callers show §8's toast.
 * Used by the home plan cards (web-marketing: call `startCheckout` and on a throw show §8's destructive toast
 * 'Error' / 'There was a problem creating your checkout session. Please try again.' for 5 s), the pricing page
 * and the dashboard (through `usePlanChoice`).
 */
export function useCheckout() {
  const { user } = useAuth();
  const { i18n } = useTranslation();

  async function startCheckout({ plan, interval }: { plan: PaidPlanId; interval: BillingInterval }) {
    if (!user) throw new Error('You must be logged in to select a plan.');
    const origin = window.location.origin;
    // The API client (and supabase-js with it) is loaded on demand, keeping it off the landing's first load.
    const { apiRequest } = await import('@/lib/api-client.ts');
    const { url } = await apiRequest<{ url?: string }>('/api/stripe/create-checkout-session', {
      body: {
        planType: plan,
        priceId: `${plan}_${interval}`,
        userId: user.id,
        email: user.email,
        success_url: `${origin}${pagePath('paymentSuccess', i18n.language)}`,
        cancel_url: `${origin}${pagePath('paymentCancel', i18n.language)}`,
      },
    });
    if (!url) throw new Error('No checkout URL returned');
    window.location.assign(url);
  }

  return { startCheckout };
}
