import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from './consent-store.ts';
import { loadGtm } from './gtm.ts';
import { trackPageView } from './track.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { getRuntimeConfig } from '@/config/runtime-config.ts';

/**
 * Mount once in the layout: shows the consent banner, loads Tag Manager once the visitor accepted and a
 * container is configured, and records a page view for every navigation after consent.
 */
export function AnalyticsRoot() {
  const { choice } = useConsent();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (choice !== 'granted') return;
    const { gtmId } = getRuntimeConfig();
    if (gtmId) loadGtm(gtmId);
  }, [choice]);

  useEffect(() => {
    // Page effects (which set the title) run before this parent's effect.
    if (choice === 'granted') trackPageView(pathname + search, document.title);
  }, [choice, pathname, search]);

  return <ConsentBanner />;
}
