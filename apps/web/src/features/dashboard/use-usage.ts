import { useEffect, useState } from 'react';
import { getUsage, type Usage } from './api/get-usage.ts';

/**
 * The signed-in user's usage: null while loading, 'error' when it failed. Fetched again when `plan` changes (joining or
 * leaving a team changes the limits).
 */
export function useUsage(plan?: string): Usage | 'error' | null {
  const [usage, setUsage] = useState<Usage | 'error' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getUsage(controller.signal).then(setUsage, () => !controller.signal.aborted && setUsage('error'));
    return () => controller.abort();
  }, [plan]);
  return usage;
}
