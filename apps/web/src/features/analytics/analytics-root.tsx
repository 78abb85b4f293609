import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authFragmentConsumed, hasAuthFragment } from './auth-fragment.ts';
import { useConsent } from './consent-store.ts';
import { loadGtm } from './gtm.ts';
import { trackPageView } from './track.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { getRuntimeConfig } from '@/config/runtime-config.ts';

/**
 * Mount once in the layout: shows the consent banner, loads Tag Manager once the visitor accepted and a
 * container is configured, and records a page view for every navigation after consent. Both wait while the
 * address still carries a session from an email link (Tag Manager reads the address itself).
 */
export function AnalyticsRoot() {
  const { choice } = useConsent();
  const { pathname, search } = useLocation();
  const [urlClean, setUrlClean] = useState(() => typeof window === 'undefined' || !hasAuthFragment(window.location.hash));

  useEffect(() => {
    if (choice === 'granted' && !urlClean) void authFragmentConsumed().then(() => setUrlClean(true));
  }, [choice, urlClean]);

  useEffect(() => {
    if (choice !== 'granted' || !urlClean) return;
    const { gtmId } = getRuntimeConfig();
    if (gtmId) loadGtm(gtmId);
  }, [choice, urlClean]);

  useEffect(() => {
    // Page effects (which set the title) run before this parent's effect.
    if (choice === 'granted' && urlClean) trackPageView(pathname + search, document.title);
  }, [choice, urlClean, pathname, search]);

  return <ConsentBanner />;
}
