import type { Worker } from '@playwright/test';

/** The bit of the `chrome` global the service worker's `evaluate` uses (e2e has no chrome types). */
export interface ChromeStorage {
  storage: { local: { get(key: string): Promise<Record<string, Record<string, unknown>>>; set(items: Record<string, unknown>): Promise<void> } };
}

/** Changes stored settings the way the options page saves them (the background mirrors them for content scripts). */
export async function changeSettings(worker: Worker, change: Record<string, unknown>): Promise<void> {
  await worker.evaluate(async (values) => {
    const { chrome } = globalThis as unknown as { chrome: ChromeStorage };
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...settings, ...values } });
  }, change);
}
