import { useSyncExternalStore } from 'react';

/** The visitor's analytics choice; `null` until they answer the banner. */
export type ConsentChoice = 'granted' | 'denied';
export interface ConsentState {
  choice: ConsentChoice | null;
  /** The banner is showing: no choice yet, or reopened from the footer link. */
  bannerOpen: boolean;
}

export const consentStorageKey = 'selecta.analytics-consent';

/** `?analytics=off` on a link from an extension whose organisation turned analytics off by policy. */
const declinedByPolicy = () => new URLSearchParams(window.location.search).get('analytics') === 'off';

function readChoice(): ConsentChoice | null {
  if (declinedByPolicy()) {
    try {
      window.localStorage.setItem(consentStorageKey, 'denied');
    } catch {
      // this page only
    }
    return 'denied';
  }
  try {
    const value = window.localStorage.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null; // storage blocked: ask again, never assume consent
  }
}

/**
 * Prerendered HTML shows the banner, so a first visit paints it with the page instead of after the app loads
 * (it was the auth page's largest paint, 3 s late). index.html hides it before paint for a visitor who already chose.
 */
const serverState: ConsentState = { choice: null, bannerOpen: true };

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    const choice = readChoice();
    // Without a choice, the very object the prerender used: React sees an unchanged snapshot after hydrating
    // and skips a synchronous re-render, which would also pull every pending effect into hydration's last task.
    state = choice === null ? serverState : { choice, bannerOpen: false };
  }
  return state;
}

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getConsent(): ConsentState {
  return typeof window === 'undefined' ? serverState : current();
}

export function setConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(consentStorageKey, choice);
  } catch {
    // remembered for this page only
  }
  set({ choice, bannerOpen: false });
}

/** Reopens the banner so the visitor can change their mind (footer link). */
export function openConsentSettings() {
  delete document.documentElement.dataset.consentDecided; // see index.html
  set({ ...current(), bannerOpen: true });
}

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsent, () => serverState);
}
