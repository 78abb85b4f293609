import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { type Policy, parsePolicy, policyKeys } from './policy-schema.ts';

/** The policy as last read, in `storage.local` (trusted contexts only: see `restrictStorage`). */
export const keptPolicyKey = 'keptPolicy';
/** How long a read may take before the kept copy answers instead: Chrome's reads take a millisecond once it is up. */
const graceMs = 50;

/**
 * The organisation's policy, from `managed:` storage. Without one Chrome answers `{}`; Firefox without a
 * managed-storage manifest throws, which is the same "no policy".
 */
async function readManaged(): Promise<Record<string, unknown>> {
  try {
    return await storage.snapshot('managed');
  } catch {
    return {};
  }
}

async function keptPolicy(): Promise<Record<string, unknown> | null> {
  const kept: unknown = (await browser.storage.local.get(keptPolicyKey))[keptPolicyKey];
  return kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : null;
}

// Once Chrome has answered in this context its reads are quick: from then on the kept copy is not read, and a read
// equal to the copy known kept is not compared again (`loadPolicy` runs for every page's toolbar). `keptHere` follows
// the copy whichever context writes it.
let answered = false;
let keptHere: string | undefined;
browser.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && keptPolicyKey in changes) keptHere = JSON.stringify(changes[keptPolicyKey]?.newValue ?? null);
});

/** Keeps a read that differs from the kept copy: the change reaches `watchPolicy`'s callers in every context. */
async function keep(raw: Record<string, unknown>): Promise<void> {
  const json = JSON.stringify(raw);
  if (json === keptHere) return;
  if (JSON.stringify(await keptPolicy()) !== json) await browser.storage.local.set({ [keptPolicyKey]: raw });
  keptHere = json;
}

/**
 * The policy in force. Chrome answers `storage.managed` only once its policy service has started, seconds after the
 * browser starts (2.8 s on a two-core machine; 3–8 s for Ghostery's users), and every first toolbar and popup after a
 * start waited for it. So the policy read last is kept: when the read has not answered within `graceMs`, the kept copy
 * answers, and the read, when it comes, replaces a copy that changed. With no copy yet (the first start after
 * installing), the read is waited for: a policy is in force from the first use.
 */
export async function loadPolicy(): Promise<Policy> {
  const read = readManaged().then(async (raw) => {
    answered = true;
    await keep(raw).catch(() => undefined);
    return raw;
  });
  if (answered) return parsePolicy(await read);
  const kept = await keptPolicy();
  if (!kept) return parsePolicy(await read);
  const late = new Promise<null>((resolve) => setTimeout(resolve, graceMs, null));
  return parsePolicy((await Promise.race([read, late])) ?? kept);
}

/**
 * Calls back when Chrome pushes a changed policy, or when a read replaced the kept copy (Chrome's first answer after
 * a start). Firefox reads policy at start only (it has no such event).
 */
export function watchPolicy(onChange: () => void): () => void {
  const onKept = (changes: Record<string, unknown>, area: string) => area === 'local' && keptPolicyKey in changes && onChange();
  browser.storage.onChanged.addListener(onKept);
  let unwatch: (() => void)[] = [];
  try {
    unwatch = policyKeys.map((key) => storage.watch(`managed:${key}`, onChange));
  } catch {
    // Firefox without a managed-storage manifest: only the kept copy changes.
  }
  return () => {
    browser.storage.onChanged.removeListener(onKept);
    unwatch.forEach((stop) => stop());
  };
}
