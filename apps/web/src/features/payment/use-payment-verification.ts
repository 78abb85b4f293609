import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { track } from '@/features/analytics/track.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import { verifyCheckout } from '@/features/billing/api/verify-checkout.ts';

export type VerificationState = 'verifying' | 'verified' | 'unpaid' | 'unknown' | 'signedOut' | 'missing';

const retryMs = 1000;
const maxAttempts = 10;

/**
 * Asks the server whether the checkout session is paid, complete and the user's own (DESIGN.md: verified, not
 * timed). An open session is asked again for a few seconds (the provider may still be confirming).
 */
export function usePaymentVerification(sessionId: string | null) {
  const { t } = useTranslation('billing');
  const { ready, user } = useAuth();
  const [state, setState] = useState<VerificationState>('verifying');

  useEffect(() => {
    if (!sessionId) return setState('missing');
    if (!ready) return;
    if (!user) return setState('signedOut');
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      try {
        const result = await verifyCheckout(sessionId, controller.signal);
        if (result.paid && result.status === 'complete' && result.belongsToUser) {
          setState('verified');
          track('payment_success', { session_id: sessionId });
          toast.success(t('success.toast.title'), { description: t('success.toast.description'), duration: 5000 });
        } else if (result.status === 'open' && n < maxAttempts) {
          timer = setTimeout(() => void attempt(n + 1), retryMs);
        } else setState('unpaid');
      } catch {
        if (!controller.signal.aborted) setState('unknown');
      }
    };
    void attempt(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId, ready, user, t]);

  return state;
}
