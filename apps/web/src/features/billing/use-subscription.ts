import { useCallback, useEffect, useState } from 'react';
import { freeSummary, getSubscription, type SubscriptionSummary } from './api/subscription.ts';

/** The signed-in user's subscription; `null` while loading, Free when the server cannot say. */
export function useSubscription() {
  const [summary, setSummary] = useState<SubscriptionSummary | null>(null);
  const load = useCallback((signal?: AbortSignal) => {
    getSubscription(signal).then(setSummary, () => {
      if (!signal?.aborted) setSummary(freeSummary);
    });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { summary, setSummary, reload: load };
}
