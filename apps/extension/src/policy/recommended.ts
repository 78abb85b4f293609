import { browser } from 'wxt/browser';
import { z } from 'zod';
import type { Settings } from '../settings/schema.ts';
import type { Policy } from './policy-schema.ts';

const key = 'policyRecommended';
const appliedSchema = z.object({ serverUrl: z.string().optional(), aiLocation: z.string().optional() });

/**
 * An unlocked server or AI location is a starting value (Chrome's "recommended" policies): it is written into the
 * user's settings once per value the organisation sets, and the user may change it afterwards.
 */
export async function applyRecommended(policy: Policy, update: (change: (s: Settings) => Settings) => Promise<unknown>): Promise<void> {
  const stored = appliedSchema.safeParse((await browser.storage.local.get(key))[key]);
  const applied = stored.success ? stored.data : {};
  const change: Partial<Settings> = {};
  if (policy.serverUrl !== undefined && policy.serverUrlLocked === false && applied.serverUrl !== policy.serverUrl) change.serverUrl = policy.serverUrl;
  if (policy.aiLocation !== undefined && policy.aiLocationLocked === false && applied.aiLocation !== policy.aiLocation) change.aiLocation = policy.aiLocation;
  if (Object.keys(change).length === 0) return;
  await update((settings) => ({ ...settings, ...change }));
  await browser.storage.local.set({ [key]: { ...applied, ...change } });
}
