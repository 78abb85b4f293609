import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage for a test's provider: a Map per model, entries dropped when they expire. The library's own
 * in-memory adapter does the same but warns on every start that it is for development, which buried real warnings
 * in the suite's output.
 */
export function memoryAdapter(): new (name: string) => Adapter {
  const stores = new Map<string, Map<string, { payload: AdapterPayload; expiresAt?: number }>>();
  const uids = new Map<string, string>();
  const userCodes = new Map<string, string>();
  return class MemoryAdapter implements Adapter {
    private readonly store: Map<string, { payload: AdapterPayload; expiresAt?: number }>;
    constructor(name: string) {
      this.store = stores.get(name) ?? stores.set(name, new Map()).get(name)!;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      this.store.set(id, { payload, ...(expiresIn ? { expiresAt: Date.now() + expiresIn * 1000 } : {}) });
      if (payload.uid) uids.set(payload.uid, id);
      if (payload.userCode) userCodes.set(payload.userCode, id);
    }
    async find(id: string) {
      const entry = this.store.get(id);
      if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) this.store.delete(id);
      else return entry?.payload;
      return undefined;
    }
    async findByUid(uid: string) {
      const id = uids.get(uid);
      return id === undefined ? undefined : this.find(id);
    }
    async findByUserCode(userCode: string) {
      const id = userCodes.get(userCode);
      return id === undefined ? undefined : this.find(id);
    }
    async consume(id: string) {
      const entry = this.store.get(id);
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
    }
    async destroy(id: string) {
      this.store.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const store of stores.values()) for (const [id, entry] of store) if (entry.payload.grantId === grantId) store.delete(id);
    }
  };
}
