import { storage } from 'wxt/utils/storage';
import { type Policy, parsePolicy, policyKeys } from './policy-schema.ts';

/**
 * The organisation's policy, from `managed:` storage. Without one Chrome answers `{}`; Firefox without a
 * managed-storage manifest throws, which is the same "no policy".
 */
export async function loadPolicy(): Promise<Policy> {
  let raw: Record<string, unknown>;
  try {
    raw = await storage.snapshot('managed');
  } catch {
    return {};
  }
  return parsePolicy(raw);
}

/** Calls back when Chrome pushes a changed policy. Firefox reads policy at start only (it has no such event). */
export function watchPolicy(onChange: () => void): () => void {
  try {
    const unwatch = policyKeys.map((key) => storage.watch(`managed:${key}`, onChange));
    return () => unwatch.forEach((stop) => stop());
  } catch {
    return () => undefined;
  }
}
