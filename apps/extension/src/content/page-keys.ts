import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { PageKeys } from '../settings/keyboard-schema.ts';
import { deepActiveElement } from './deep-active-element.ts';
import { defaultFocusKeys, focusToolbarAction, formatShortcut, shortcutOf, toolbarModes } from './shortcut-keys.ts';

/** Where the background mirrors the toolbar mode and shortcuts for content scripts (`background/page-keys.ts`). */
export const pageKeysKey = 'pageKeys';

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
 * The toolbar mode and shortcuts, read once (one small storage read, no zod: this runs on every page) and kept
 * current. Until the read answers, or when nothing is mirrored yet, today's behaviour and the default shortcut.
 */
export function watchPageKeys(ctx: ContentScriptContext): PageKeys {
  const keys: PageKeys = { toolbarMode: 'always', shortcuts: [{ action: focusToolbarAction, keys: defaultFocusKeys }] };
  const apply = (value: unknown) => {
    if (isPageKeys(value)) Object.assign(keys, value);
    // Says only "read" (no values) to the page's timeline, for tests and benchmarks, like `selecta:content:end`.
    performance.mark('selecta:keys-ready');
  };
  const session = browser.storage.session;
  // Refused (the worker has not opened the area since the browser started): the defaults, until it has.
  session.get(pageKeysKey).then((stored) => apply(stored[pageKeysKey]), () => apply(null));
  const onChanged = (changes: Record<string, { newValue?: unknown }>) => {
    if (pageKeysKey in changes) apply(changes[pageKeysKey]?.newValue);
  };
  session.onChanged.addListener(onChanged);
  ctx.onInvalidated(() => session.onChanged.removeListener(onChanged));
  return keys;
}

/**
 * The action a key press asks for, or null. Only the user's own presses (trusted, not held down, not composing),
 * only combinations with Alt (which editors leave alone), and never while typing in a password field.
 */
export function shortcutAction(keys: PageKeys, event: KeyboardEvent): string | null {
  if (!event.isTrusted || event.repeat || event.isComposing || !event.altKey) return null;
  const shortcut = shortcutOf(event);
  if (!shortcut) return null;
  const active = deepActiveElement(document);
  if (active instanceof HTMLInputElement && active.type.toLowerCase() === 'password') return null;
  const text = formatShortcut(shortcut);
  return keys.shortcuts.find((binding) => binding.keys === text)?.action ?? null;
}
