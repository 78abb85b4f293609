import { useEffect, useState } from 'react';
import { getHistory, type HistoryDays } from './api/usage-history-api.ts';
import type { UsageHistory } from '@selecta/shared/usage-history';

/** A history for the chosen period: null while loading, 'error' when it failed; the last one stays shown while the next loads. */
export function useUsageHistory<T extends UsageHistory>(path: string, days: HistoryDays) {
  const [state, setState] = useState<{ days: HistoryDays; data: T | 'error' | null }>({ days, data: null });
  useEffect(() => {
    const controller = new AbortController();
    getHistory<T>(path, days, controller.signal).then(
      (data) => setState({ days, data }),
      () => !controller.signal.aborted && setState({ days, data: 'error' }),
    );
    return () => controller.abort();
  }, [path, days]);
  return state.data;
}
