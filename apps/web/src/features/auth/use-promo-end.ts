import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '@/config/runtime-config.ts';

/**
 * The free-plan promo's end date in `language` ("30 April"), or null when there is no promo. The page is
 * prerendered without the run-time config, so this is null until after hydration; the date is formatted in a
 * task of its own because the first Intl.DateTimeFormat loads locale data (≈ 15 ms on a slow phone), which
 * would otherwise lengthen hydration's long task.
 */
export function usePromoEnd(language: string): string | null {
  const [promoEnd, setPromoEnd] = useState<string | null>(null);
  useEffect(() => {
    const config = getRuntimeConfig();
    if (!config.promoActive) return;
    const timer = window.setTimeout(() => {
      setPromoEnd(new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(new Date(config.promoEnd)));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [language]);
  return promoEnd;
}
