import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { findAction } from '../actions/registry.ts';
import { savedPromptRequest } from '../actions/saved-prompt.ts';
import type { CardHandle } from '../card/card-api.ts';
import { openCard } from '../card/open-card.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import { readSelection, type PageSelection } from './read-selection.ts';
import type { SelectionController } from './selection-ui-api.ts';
import { showToolbar, type ToolbarButton } from './toolbar.ts';
import { uiHost } from './ui-host.ts';

const promptPrefix = 'prompt:';

/** Watches the page's selection: shows the toolbar, opens the card, answers the shortcut and context menu. */
export function watchSelection(ctx: ContentScriptContext): SelectionController {
  let host: HTMLElement | null = null;
  let hideToolbar: (() => void) | null = null;
  let card: CardHandle | null = null;
  let generation = 0;

  const hide = () => {
    hideToolbar?.();
    hideToolbar = null;
  };
  const fromOurUi = (event: Event) => host !== null && event.composedPath().includes(host);
  // Events a page script dispatched (isTrusted false) never show the toolbar nor hide it: only the user does.
  const ignored = (event: Event) => !event.isTrusted || fromOurUi(event);
  const pageSettings = () => send({ type: 'page-settings', hostname: location.hostname });

  const buttons = (settings: PageSettings): ToolbarButton[] => [
    ...['reply', 'tldr', 'translate', 'custom'].map((id) => ({ id, label: settings.labels[id] ?? id, icon: findAction(id)?.icon ?? null })),
    ...settings.prompts.map((p) => ({ id: `${promptPrefix}${p.id}`, label: p.name, icon: null })),
  ];

  const run = async (id: string, selection: PageSelection, settings: PageSettings) => {
    const action = findAction(id);
    const prompt = settings.prompts.find((p) => `${promptPrefix}${p.id}` === id);
    if (!action && !prompt) return;
    hide();
    card?.close();
    const ui = await uiHost(ctx);
    ui.container.dataset.theme = settings.theme;
    const input = { text: selection.text, translateLanguage: settings.translateLanguage, pageTitle: document.title };
    card = openCard({
      container: ui.container,
      anchor: selection,
      locale: settings.locale,
      serverUrl: settings.serverUrl,
      title: action ? (settings.labels[action.id] ?? action.id) : (prompt?.name ?? id),
      needsPrompt: action?.needsPrompt ?? false,
      makeRequest: (typed) => (action ? action.request({ ...input, prompt: typed }) : savedPromptRequest(prompt!, input)),
      source: selection.source,
      aiLocation: settings.aiLocation,
      deviceLanguages: { output: settings.locale, target: settings.translateLanguageCode },
      cardSize: settings.cardSize,
      onClose: () => (card = null),
    });
    void send({ type: 'remember-action', action: id });
  };

  const evaluate = async (point?: { x: number; y: number }) => {
    const current = ++generation;
    const selection = readSelection(window, host, point);
    if (!selection) return hide();
    // Also wakes the service worker, so the first click is fast.
    const settings = await pageSettings();
    if (current !== generation || !settings.enabled) return;
    const ui = await uiHost(ctx);
    host = ui.host;
    ui.container.dataset.theme = settings.theme;
    if (current !== generation) return;
    hide();
    hideToolbar = showToolbar(ui.container, selection, buttons(settings), settings.labels.toolbar ?? 'Selecta', (id) => {
      void run(id, selection, settings);
    });
  };

  ctx.addEventListener(document, 'mouseup', (event) => {
    if (ignored(event) || event.button !== 0) return;
    // The selection is final only after the mouseup has been handled by the page.
    ctx.setTimeout(() => void evaluate({ x: event.clientX, y: event.clientY }), 0);
  });
  ctx.addEventListener(document, 'keyup', (event) => {
    if (ignored(event)) return;
    if (event.key === 'Escape') {
      hide();
      card?.close();
    } else if (event.shiftKey || event.key === 'Shift') void evaluate();
  });
  ctx.addEventListener(document, 'mousedown', (event) => {
    if (!ignored(event)) hide();
  });
  ctx.addEventListener(document, 'selectionchange', (event) => {
    if (!hideToolbar || !event.isTrusted) return;
    if (!readSelection(window, host)) {
      generation++;
      hide();
    }
  });
  return {
    evaluate,
    runAction(action) {
      const selection = readSelection(window, host);
      if (selection) void pageSettings().then((settings) => run(action, selection, settings));
    },
  };
}
