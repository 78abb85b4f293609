import { browser } from 'wxt/browser';

let runsOpen = 0;
let updateWaiting = false;

/**
 * A new version the browser has downloaded (a store's, or a self-hosted server's update manifest: decision 048) is
 * applied as soon as no answer is streaming, instead of whenever the browser finds the extension idle — which an
 * open options page or a long day may put off for hours. Reloading never cuts an answer someone is reading.
 */
export function applyUpdatesWhenIdle(): void {
  browser.runtime.onUpdateAvailable.addListener(() => {
    updateWaiting = true;
    if (runsOpen === 0) browser.runtime.reload();
  });
}

/** A card's run port opened: an update waits for it (run-port.ts). */
export function runOpened(): () => void {
  runsOpen += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    runsOpen -= 1;
    if (runsOpen === 0 && updateWaiting) browser.runtime.reload();
  };
}
