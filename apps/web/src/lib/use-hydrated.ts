import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the render after (and at once in a page the app drew
 * itself). A prerendered form's submit button waits for it: before hydration the browser would submit the form
 * natively, as a GET that puts the typed address and password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
