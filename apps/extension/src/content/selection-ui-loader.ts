import { browser } from 'wxt/browser';
import { selectionUiGlobal, type SelectionUiModule } from './selection-ui-api.ts';

let loading: Promise<SelectionUiModule> | null = null;

/** Loads the toolbar and card script once (it is only listed as a web-accessible resource, not injected). */
export function loadSelectionUi(): Promise<SelectionUiModule> {
  loading ??= import(/* @vite-ignore */ browser.runtime.getURL('/selection-ui.js')).then(() => {
    const module = (globalThis as Record<string, unknown>)[selectionUiGlobal] as SelectionUiModule | undefined;
    if (!module) throw new Error('Selecta: the selection UI script did not register');
    return module;
  });
  loading.catch(() => (loading = null));
  return loading;
}
