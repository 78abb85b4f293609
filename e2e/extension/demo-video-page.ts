/** Helpers for make-demo-videos.ts: signing the extension in, and a pointer a viewer can follow. */
import type { BrowserContext } from '@playwright/test';
import { embeddedAnonKey } from '@selecta/shared/auth';
import type { ShotLanguage } from './screenshot-page.ts';

/** Settings in the page's language with the server set, then a real sign-in through the popup. */
export async function signInWithPopup(context: BrowserContext, serverUrl: string, lang: ShotLanguage): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const host = new URL(worker.url()).host;
  await worker.evaluate(
    async ([url, language]) => {
      const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(v: Record<string, unknown>): Promise<void> } } } };
      await chrome.storage.local.set({
        settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: language, interfaceLanguage: language, serverUrl: url, lastAction: 'reply' },
      });
    },
    [serverUrl, lang] as const,
  );
  const email = lang === 'es' ? 'ana.ruiz@example.com' : 'alex.reed@example.com';
  const signUp = await fetch(`${serverUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: embeddedAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse 42', data: {} }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${host}/popup.html`);
  await popup.locator('input[type=email]').fill(email);
  await popup.locator('input[type=password]').fill('correct horse 42');
  await popup.locator('button[type=submit]').click();
  await popup.getByTestId('account-email').waitFor();
  await popup.close();
}

/**
 * Init script for the recorded page: headless frames show no mouse pointer, so one is drawn where the real mouse is.
 * It is a popover raised again on every move, so it stays above Selecta's toolbar and card in the top layer.
 */
export function followingPointer(): void {
  addEventListener('DOMContentLoaded', () => {
    const pointer = document.createElement('div');
    pointer.popover = 'manual';
    pointer.style.cssText = 'position:fixed;inset:auto;left:-40px;top:0;margin:0;padding:0;border:0;background:none;overflow:visible;pointer-events:none;width:22px;height:22px';
    pointer.innerHTML =
      '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M3 2l17 11.5-7.5 1.2 4.3 7.3-3 1.7-4.3-7.4L4 21z" fill="#111" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/></svg>';
    document.body.append(pointer);
    addEventListener(
      'mousemove',
      (event) => {
        pointer.style.left = `${event.clientX}px`;
        pointer.style.top = `${event.clientY}px`;
        if (pointer.matches(':popover-open')) pointer.hidePopover();
        pointer.showPopover();
      },
      true,
    );
  });
}
