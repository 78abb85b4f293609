import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptPolicyKey, type loadPolicy as LoadPolicy, type watchPolicy as WatchPolicy } from './managed-policy.ts';

// Each test is a fresh context (a browser start): the module remembers whether Chrome has answered in it.
let loadPolicy: typeof LoadPolicy;
let watchPolicy: typeof WatchPolicy;

/** Chrome's managed storage before its policy service has started: the read answers only when `answer` is called. */
function slowManaged() {
  let answer: (policy: Record<string, unknown>) => void = () => undefined;
  const pending = new Promise<Record<string, unknown>>((resolve) => (answer = resolve));
  vi.spyOn(fakeBrowser.storage.managed, 'get').mockReturnValue(pending as never);
  return (policy: Record<string, unknown>) => answer(policy);
}
const kept = async () => (await fakeBrowser.storage.local.get(keptPolicyKey))[keptPolicyKey];
const until = (check: () => Promise<boolean>) => vi.waitFor(async () => expect(await check()).toBe(true));

describe('the policy in force while Chrome’s policy service starts', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    vi.resetModules();
    ({ loadPolicy, watchPolicy } = await import('./managed-policy.ts'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('the first start after installing waits for the read, and keeps what it read', async () => {
    const answer = slowManaged();
    const loading = loadPolicy();
    answer({ serverUrl: 'https://selecta.acme.example', theme: 'dark' });
    expect(await loading).toEqual({ serverUrl: 'https://selecta.acme.example', theme: 'dark' });
    await until(async () => JSON.stringify(await kept()) === JSON.stringify({ serverUrl: 'https://selecta.acme.example', theme: 'dark' }));
  });

  it('a later start answers with the kept policy at once, then a changed one replaces it and watchers hear of it', async () => {
    await fakeBrowser.storage.local.set({ [keptPolicyKey]: { theme: 'dark', allowCustomPrompts: false } });
    const changed = vi.fn();
    const stop = watchPolicy(changed);
    const answer = slowManaged();
    // The read has not answered: the kept policy is in force, not "no policy".
    expect(await loadPolicy()).toEqual({ theme: 'dark', allowCustomPrompts: false });
    expect(changed).not.toHaveBeenCalled();
    answer({ theme: 'light' });
    await until(async () => changed.mock.calls.length > 0);
    expect(await kept()).toEqual({ theme: 'light' });
    vi.restoreAllMocks();
    await fakeBrowser.storage.managed.set({ theme: 'light' });
    expect(await loadPolicy()).toEqual({ theme: 'light' });
    stop();
  });

  it('a read that answers in time wins over a stale kept copy, and an unchanged one writes nothing', async () => {
    await fakeBrowser.storage.local.set({ [keptPolicyKey]: { theme: 'dark' } });
    await fakeBrowser.storage.managed.set({ theme: 'light', historyEnabled: false });
    expect(await loadPolicy()).toEqual({ theme: 'light', historyEnabled: false });
    await until(async () => JSON.stringify(await kept()) === JSON.stringify({ theme: 'light', historyEnabled: false }));
    const changed = vi.fn();
    const stop = watchPolicy(changed);
    // Chrome has answered: the toolbar's reads go to managed storage alone, the kept copy neither read nor written.
    const localReads = vi.spyOn(fakeBrowser.storage.local, 'get');
    expect(await loadPolicy()).toEqual({ theme: 'light', historyEnabled: false });
    await loadPolicy();
    stop();
    expect(changed).not.toHaveBeenCalled();
    expect(localReads).not.toHaveBeenCalled();
  });

  it('a managed storage that throws (Firefox without a manifest) is no policy, kept as such', async () => {
    vi.spyOn(fakeBrowser.storage.managed, 'get').mockRejectedValue(new Error('Managed storage manifest not found'));
    expect(await loadPolicy()).toEqual({});
    await until(async () => JSON.stringify(await kept()) === '{}');
  });

  it('an invalid kept value (a hand-edited storage) is ignored: the read is waited for', async () => {
    await fakeBrowser.storage.local.set({ [keptPolicyKey]: 'not a policy' });
    const answer = slowManaged();
    const loading = loadPolicy();
    answer({ theme: 'dark' });
    expect(await loading).toEqual({ theme: 'dark' });
  });
});
