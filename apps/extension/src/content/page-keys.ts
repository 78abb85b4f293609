import { browser } from 'wxt/browser';
import type { PageKeys } from '../settings/keyboard-schema.ts';
import { deepActiveElement } from './deep-active-element.ts';
import { formatShortcut, shortcutOf, toolbarModes } from './shortcut-keys.ts';

export interface LivePageKeys {
  /** Today's behaviour until loaded: the toolbar on every selection, no shortcut taken from the page. */
  value: PageKeys;
  loaded: boolean;
  /** Asks the background once (later calls share the answer); only on the first click or modifier key. */
  load(): Promise<void>;
  apply(value: unknown): void;
}

const isPageKeys = (value: unknown): value is PageKeys => {
  const keys = value as Partial<PageKeys> | null;
  return (
    typeof keys === 'object' && keys !== null &&
    toolbarModes.includes(keys.toolbarMode as PageKeys['toolbarMode']) &&
    Array.isArray(keys.shortcuts) &&
    keys.shortcuts.every((b) => typeof b?.action === 'string' && typeof b.keys === 'string')
  );
};

/**
 * The toolbar mode and shortcuts, for the always-loaded script. Not read at injection: reading extension storage
 * from a content script costs a page ~20 ms of scripting (measured), so an idle page pays nothing and a page the user
 * touches asks the background once, on the first press of a mouse button or modifier key — before the selection or
 * key combination it starts is complete. The background then pushes changes (background/page-keys.ts).
 */
export function livePageKeys(): LivePageKeys {
  let loading: Promise<void> | null = null;
  const keys: LivePageKeys = {
    value: { toolbarMode: 'always', shortcuts: [] },
    loaded: false,
    load() {
      loading ??= browser.runtime.sendMessage({ type: 'page-keys' }).then(
        (answer: unknown) => keys.apply(answer),
        () => {
          // The extension was reloaded under the page: ask again next time.
          loading = null;
        },
      );
      return loading;
    },
    apply(value) {
      if (!isPageKeys(value)) return;
      keys.value = value;
      keys.loaded = true;
      // Says only "read" (no values) on the page's timeline, for tests, like `selecta:content:end`.
      performance.mark('selecta:keys-ready');
    },
  };
  return keys;
}

/**
 * The combination a key press makes if it could be one of our shortcuts (`Alt+Shift+P`), or null. Only the user's own
 * presses (trusted, not held down, not composing), only combinations with Alt (which editors leave alone), and never
 * while typing in a password field.
 */
export function shortcutCandidate(event: KeyboardEvent): string | null {
  if (!event.isTrusted || event.repeat || event.isComposing || !event.altKey) return null;
  const shortcut = shortcutOf(event);
  if (!shortcut) return null;
  const active = deepActiveElement(document);
  if (active instanceof HTMLInputElement && active.type.toLowerCase() === 'password') return null;
  return formatShortcut(shortcut);
}

/** The action bound to a combination (from `shortcutCandidate`), or null. */
export const shortcutAction = (keys: PageKeys, combination: string | null): string | null =>
  (combination && keys.shortcuts.find((binding) => binding.keys === combination)?.action) ?? null;
