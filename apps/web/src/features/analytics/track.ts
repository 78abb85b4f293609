import type { AnalyticsEventName, AnalyticsEventParams } from '@selecta/shared/analytics-events';
import { getConsent } from './consent-store.ts';
import { safePageLocation, safePagePath } from './page-location.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Sends one catalogue event to the tag manager's dataLayer — only once the visitor accepted analytics
 * (DESIGN.md decision 7). Events before consent are dropped, not queued.
 */
export function track<E extends AnalyticsEventName>(event: E, params: AnalyticsEventParams<E>): void {
  if (typeof window === 'undefined' || getConsent().choice !== 'granted') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}

/**
 * A page view with its path and title (the router calls this on every navigation, once `authFragmentConsumed`):
 * never the fragment nor a secret query parameter.
 */
export function trackPageView(path: string, title: string): void {
  track('page_view', { page_path: safePagePath(path), page_title: title, page_location: safePageLocation(window.location.href) });
}
