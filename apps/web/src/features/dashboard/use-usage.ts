import { useEffect, useState } from 'react';
import { getUsage, type Usage } from './api/get-usage.ts';

/** The signed-in user's usage, fetched once per dashboard visit: null while loading, 'error' when it failed. */
export function useUsage(): Usage | 'error' | null {
  const [usage, setUsage] = useState<Usage | 'error' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getUsage(controller.signal).then(setUsage, () => !controller.signal.aborted && setUsage('error'));
    return () => controller.abort();
  }, []);
  return usage;
}
