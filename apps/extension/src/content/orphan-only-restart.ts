import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';

type StartedCheck = ContentScriptContext['verifyScriptStartedEvent'];

/**
 * When a newer instance of this script starts, WXT announces it with an event on the page's document and every
 * older instance that hears it switches itself off. That is meant for orphans (left in the page when the extension
 * is reloaded or updated), but the page can dispatch the same event: its name holds only the public extension id,
 * and WXT posts it to the page's window too. No secret helps, the page reads the DOM and every window message, so
 * only an instance that really is an orphan, whose extension context is gone, obeys (decision 030).
 */
export function orphanOnlyRestart(check: StartedCheck, runtimeId: () => string | undefined = () => browser.runtime?.id): StartedCheck {
  return (event) => runtimeId() == null && check(event);
}

export function ignoreForgedRestarts(ctx: ContentScriptContext): void {
  ctx.verifyScriptStartedEvent = orphanOnlyRestart(ctx.verifyScriptStartedEvent.bind(ctx));
}
