import type { ModelsResponse } from '@selecta/shared/models';
import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { send } from '../messaging/send.ts';

export type ModelsState = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'unavailable' } | { kind: 'ready'; models: ModelsResponse };

/** Waits between tries while the server or the browser's background is not answering yet (a woken event page). */
const retryDelaysMs = [500, 1500, 4000];

/**
 * The model catalogue for the options page: asked again when it could not be had (the background just waking, the
 * server restarting) and whenever the session changes (signing in or out in the popup while this page is open).
 */
export function useModels(): { state: ModelsState; set: (models: ModelsResponse) => void } {
  const [state, setState] = useState<ModelsState>({ kind: 'loading' });
  const load = useCallback(async (attempt = 0): Promise<void> => {
    const answer = await send({ type: 'models' }).catch(() => null);
    if (answer?.ok) return setState({ kind: 'ready', models: answer.models });
    if (answer?.code === 'unauthorized') return setState({ kind: 'signed-out' });
    const wait = retryDelaysMs[attempt];
    if (wait === undefined) return setState({ kind: 'unavailable' });
    await new Promise((resolve) => setTimeout(resolve, wait));
    return load(attempt + 1);
  }, []);
  useEffect(() => {
    void load();
    // supabase-js keeps the session under `selecta-auth:<host>` (background/auth.ts).
    const onChange = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && Object.keys(changes).some((key) => key.startsWith('selecta-auth:'))) void load();
    };
    browser.storage.onChanged.addListener(onChange);
    return () => browser.storage.onChanged.removeListener(onChange);
  }, [load]);
  return { state, set: (models) => setState({ kind: 'ready', models }) };
}
