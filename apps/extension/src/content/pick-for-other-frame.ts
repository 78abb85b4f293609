import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { translator } from '../i18n/translate.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { pickEditor } from './editors/pick-mode.ts';
import { uiHost } from './ui-host.ts';

/**
 * Pick mode in this frame for another frame's card (decision 031): the outline and the hint in our shadow root, in
 * the user's language and theme; the hint only while the user is in this frame. `onHost`: the controller learns our
 * UI's host (its events are ours).
 */
export const pickForOtherFrame =
  (ctx: ContentScriptContext, pageSettings: () => Promise<PageSettings>, onHost: (host: HTMLElement) => void) =>
  async (signal: AbortSignal): Promise<HTMLElement | null> => {
    const [settings, ui] = await Promise.all([pageSettings(), uiHost(ctx)]);
    onHost(ui.host);
    ui.container.dataset.theme = settings.theme;
    const hint = translator(settings.locale)('card.pickHint');
    return pickEditor(document, ui.container, ui.host, hint, { signal, hintWhileInside: true });
  };
