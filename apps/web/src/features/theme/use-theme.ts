import { useSyncExternalStore } from 'react';
import { getThemeChoice, setThemeChoice, subscribeTheme, type ThemeChoice } from './theme-store.ts';

// The prerendered HTML knows no visitor's choice: it renders `system`, and hydration then shows the stored one.
const serverChoice = (): ThemeChoice => 'system';

/** The visitor's theme choice (System / Light / Dark) and a setter that stores and paints it. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  return [useSyncExternalStore(subscribeTheme, getThemeChoice, serverChoice), setThemeChoice];
}
