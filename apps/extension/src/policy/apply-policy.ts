import type { Settings } from '../settings/schema.ts';
import { type Policy, policyActionIds } from './policy-schema.ts';

/** The settings a policy can lock; `prompts` stands for the user's own prompts (saved and typed). */
export type LockableSetting = 'serverUrl' | 'aiLocation' | 'toolbarMode' | 'theme' | 'prompts' | 'historyEnabled';

/** The settings the policy decides, which the user cannot change. */
export function lockedSettings(policy: Policy): Set<LockableSetting> {
  const locked = new Set<LockableSetting>();
  if (policy.serverUrl !== undefined && policy.serverUrlLocked !== false) locked.add('serverUrl');
  if (policy.aiLocation !== undefined && policy.aiLocationLocked !== false) locked.add('aiLocation');
  if (policy.toolbarMode !== undefined) locked.add('toolbarMode');
  if (policy.theme !== undefined) locked.add('theme');
  if (policy.allowCustomPrompts === false) locked.add('prompts');
  if (policy.historyEnabled !== undefined) locked.add('historyEnabled');
  return locked;
}

/** The settings in force: the user's, with every locked one as the policy says (own prompts off: none of them). */
export function applyPolicy(settings: Settings, policy: Policy): Settings {
  const locked = lockedSettings(policy);
  return {
    ...settings,
    ...(locked.has('serverUrl') && { serverUrl: policy.serverUrl }),
    ...(locked.has('aiLocation') && { aiLocation: policy.aiLocation }),
    ...(locked.has('toolbarMode') && { toolbarMode: policy.toolbarMode }),
    ...(locked.has('theme') && { theme: policy.theme }),
    ...(locked.has('prompts') && { prompts: [] }),
    ...(locked.has('historyEnabled') && { historyEnabled: policy.historyEnabled }),
  };
}

/**
 * What to store when the user saves `next`: locked settings keep their stored value, so neither the options page nor
 * an imported file can change them, and the user's own choice is back when the policy lets go.
 */
export function keepLocked(next: Settings, stored: Settings, policy: Policy): Settings {
  const locked = lockedSettings(policy);
  const kept = { ...next };
  for (const key of locked) Object.assign(kept, { [key]: stored[key] });
  return kept;
}

/** The built-in toolbar actions on offer, in toolbar order (`custom` is the user's own typed prompt). */
export function offeredActions(policy: Policy): string[] {
  const allowed = new Set<string>(policy.builtInActions ?? policyActionIds);
  const builtIn = policyActionIds.filter((id) => allowed.has(id));
  return policy.allowCustomPrompts === false ? builtIn : [...builtIn, 'custom'];
}
