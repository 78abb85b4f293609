import { browser } from 'wxt/browser';
import { cardGlobal, type CardModule } from '../card/card-api.ts';

let loading: Promise<CardModule> | null = null;

/** Loads the result card's script once (it is only listed as a web-accessible resource, not injected). */
export function loadCard(): Promise<CardModule> {
  loading ??= import(/* @vite-ignore */ browser.runtime.getURL('/card.js')).then(() => {
    const module = (globalThis as Record<string, unknown>)[cardGlobal] as CardModule | undefined;
    if (!module) throw new Error('Selecta: the card script did not register');
    return module;
  });
  loading.catch(() => (loading = null));
  return loading;
}
