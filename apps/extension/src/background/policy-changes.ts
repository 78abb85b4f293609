import { browser } from 'wxt/browser';
import { clearHistory } from '../history/history-store.ts';
import { loadPolicy, watchPolicy } from '../policy/managed-policy.ts';
import type { Policy } from '../policy/policy-schema.ts';
import { applyRecommended } from '../policy/recommended.ts';
import { defaultSettings } from '../settings/schema.ts';
import { updateSettings } from '../settings/store.ts';
import { createMenus } from './menus.ts';
import { pushPageKeys } from './page-keys.ts';

let current: Promise<Policy> = Promise.resolve({});

/** The policy as last read, for comparing what a change of stored settings means for open pages. */
export const currentPolicy = (): Promise<Policy> => current;

/**
 * Reads the policy when the worker starts and again whenever Chrome pushes a change: open pages get the keys in
 * force, the context menu offers what the policy allows, and a recommended (unlocked) value lands in the settings.
 * Registered synchronously with the worker's other listeners.
 */
export function followPolicy(): void {
  current = loadPolicy();
  void current.then((policy) => applyRecommended(policy, updateSettings)).catch(warn);
  void current.then(forgetHistoryIfOff).catch(warn);
  watchPolicy(() => void reread().catch(warn));
}

async function reread(): Promise<void> {
  const before = await current;
  current = loadPolicy();
  const after = await current;
  const stored: unknown = (await browser.storage.local.get('settings')).settings ?? defaultSettings;
  await pushPageKeys(stored, stored, before, after);
  await applyRecommended(after, updateSettings);
  await forgetHistoryIfOff(after);
  await createMenus();
}

/** An organisation that turns the history off wants none kept: what this browser kept is deleted (decision 042). */
async function forgetHistoryIfOff(policy: Policy): Promise<void> {
  if (policy.historyEnabled === false) await clearHistory();
}

const warn = (error: unknown) => console.warn('Selecta: could not apply the organisation policy', error);
