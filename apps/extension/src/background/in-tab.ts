import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';

export type InTab<T> = { ok: true; value: T } | { ok: false };

/**
 * Injects one of our unlisted scripts into the tab's top frame (it registers a function under `global` in the
 * extension's isolated world), then calls that function with `args` and answers its result. Needs activeTab (a
 * context-menu click, a command, the popup) or the site's host permission; `{ ok: false }` where the browser refuses
 * (chrome://, the Web Store, another extension's page, a page not granted).
 */
export async function callInTab<T>(tabId: number, file: ScriptPublicPath, global: string, args: unknown[] = []): Promise<InTab<T>> {
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: [file] });
    const [first] = await browser.scripting.executeScript({
      target: { tabId },
      func: (name: string, given: unknown[]) => (globalThis as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...given),
      args: [global, args],
    });
    return { ok: true, value: first?.result as T };
  } catch {
    return { ok: false };
  }
}
