import { currency, plans, type BillingInterval, type PlanId } from '@selecta/shared/plans';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/track.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { toLocale } from '@/lib/i18n.ts';
import { openPortal } from './api/open-portal.ts';
import { startTrial } from './api/start-trial.ts';
import { useCheckout } from './use-checkout.ts';

/** Spec §7: the pause between "Selected" and the dashboard. */
export const selectionRedirectMs = 1500;

/**
 * Plan choice on the pricing page (`source: 'pricing'`) and the dashboard (`'dashboard'`). Plus on the pricing
 * page starts the no-card trial (or checkout once the trial was used); paid plans elsewhere go to checkout;
 * Free confirms and returns to the dashboard (or, for a paying user, opens the billing portal to cancel). Toasts are spec §8's.
 */
export function usePlanChoice(source: 'pricing' | 'dashboard', currentPlan: PlanId | null) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const { startCheckout } = useCheckout();
  const [pending, setPending] = useState<PlanId | null>(null);
  const [selected, setSelected] = useState<PlanId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function confirm(planId: PlanId, message: string) {
    setSelected(planId);
    track('plan_selected', { plan: planId });
    toast.success(message, { duration: 5000 });
    timer.current = setTimeout(() => void navigate(paths.dashboard.getHref(i18n.language)), selectionRedirectMs);
  }

  async function checkout(planId: Exclude<PlanId, 'free'>, interval: BillingInterval) {
    if (source === 'dashboard') track('plan_selected_dashboard', { plan: planId, interval, value: plans[planId].price[interval], currency });
    await startCheckout({ plan: planId, interval });
  }

  async function choose(planId: PlanId, interval: BillingInterval) {
    if (source === 'pricing') track('select_plan', { plan: planId, interval, value: plans[planId].price[interval], currency });
    setPending(planId);
    try {
      // Someone paying goes to the billing portal to cancel: saying "Free chosen" while billing continues would be false.
      if (planId === 'free' && currentPlan && currentPlan !== 'free') return window.location.assign((await openPortal(toLocale(i18n.language))).url);
      if (planId === 'free') return confirm('free', t('choice.chosen', { plan: plans.free.name }));
      if (planId === 'plus' && source === 'pricing') {
        try {
          await startTrial();
          return confirm('plus', t('choice.trialStarted'));
        } catch (error) {
          if (!(error instanceof ApiRequestError && error.code === 'trial_already_used')) throw error;
        }
      }
      await checkout(planId, interval);
    } catch (error) {
      track('plan_selection_error', { plan: planId, error: error instanceof ApiRequestError ? error.code : 'network' });
      if (source === 'pricing') toast.error(t('choice.failed.title'), { description: t('choice.failed.description'), duration: 5000 });
      else toast.error(t('checkoutError.title'), { description: t('checkoutError.description'), duration: 5000 });
      setPending(null);
    }
  }

  return { choose, pending, selected };
}
