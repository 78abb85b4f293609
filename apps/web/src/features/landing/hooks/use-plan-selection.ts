import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '@supabase/supabase-js';
import { currency, plans, type BillingInterval, type PlanId } from '@selecta/shared/plans';
import { track } from '@/features/analytics/track.ts';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import { useCheckout } from '@/features/billing/use-checkout.ts';
import { notify, notifyError } from '@/lib/notify.ts';

/**
 * The home plan cards: signed out → 'Sign up required' toast and /auth; signed in → checkout for a paid plan,
 * the dashboard for Free. Every choice is tracked as `select_plan_home` with the catalogue's amount.
 */
export function usePlanSelection() {
  const { t, i18n } = useTranslation('landing');
  const navigate = useNavigate();
  const { ready, user: knownUser } = useAuth();
  const { startCheckout } = useCheckout();
  const [pending, setPending] = useState<PlanId | null>(null);
  const lang = i18n.language;

  // A click can come before the lazily loaded auth client has read the stored session: ask it rather than
  // treat a signed-in visitor as signed out (they would land on /auth and lose their choice).
  async function currentUser(): Promise<User | null> {
    if (ready) return knownUser;
    const { getSupabase } = await import('@/lib/supabase.ts');
    return (await getSupabase().auth.getSession()).data.session?.user ?? null;
  }

  async function selectPlan(planId: PlanId, interval: BillingInterval) {
    setPending(planId);
    const user = await currentUser();
    if (!user || planId === 'free') setPending(null);
    if (planId !== 'free') {
      track('select_plan_home', { plan: planId, interval, value: plans[planId].price[interval], currency, signed_in: Boolean(user) });
    }
    if (!user) {
      if (planId !== 'free') notify(t('plans.signUpRequired.title'), { description: t('plans.signUpRequired.description') });
      track('redirect_to_auth', { reason: 'select_plan_home' });
      void navigate(paths.auth.getHref(lang));
      return;
    }
    if (planId === 'free') {
      void navigate(paths.dashboard.getHref(lang));
      return;
    }
    try {
      await startCheckout({ plan: planId, interval });
    } catch {
      notifyError(t('plans.checkoutError.title'), { description: t('plans.checkoutError.description'), duration: 5000 });
      setPending(null);
    }
  }

  return { selectPlan, pending };
}
