import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
// Bundled as text into this lazily loaded script: no stylesheet fetch, and no extra web-accessible file.
import css from './selection-ui.css?inline';

export interface UiHost {
  host: HTMLElement;
  container: HTMLElement;
}

let pending: Promise<UiHost> | null = null;

/**
 * The one shadow root holding the toolbar and the card, created on first use so pages that never select
 * text pay nothing. The host stays a static, zero-size element at the end of <html> (read-frog #1906):
 * the toolbar and card are popovers in the top layer, above any page overlay whatever its z-index.
 * The page is hostile: its root is closed and every handler inside ignores events a script made (`isTrusted`).
 */
export function uiHost(ctx: ContentScriptContext): Promise<UiHost> {
  pending ??= createShadowRootUi(ctx, {
    name: 'selecta-ui',
    css,
    position: 'inline',
    anchor: 'html',
    append: 'last',
    // Closed: the page's scripts cannot reach the toolbar's buttons or read the card's answer (issue 12).
    mode: 'closed',
    isolateEvents: ['keydown', 'keyup', 'keypress', 'input'],
    onMount: (container) => container,
  }).then((ui) => {
    ui.mount();
    ui.shadowHost.style.setProperty('all', 'initial', 'important');
    ui.shadowHost.style.setProperty('position', 'static', 'important');
    ui.shadowHost.style.setProperty('display', 'block', 'important');
    ui.shadowHost.style.setProperty('z-index', '2147483647', 'important');
    ctx.onInvalidated(() => ui.remove());
    return { host: ui.shadowHost, container: ui.uiContainer };
  });
  return pending;
}
