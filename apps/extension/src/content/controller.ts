import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CardHandle } from '../card/card-api.ts';
import { cardKeys } from '../card/card-keys.ts';
import { openCard } from '../card/open-card.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import { actionCard, toolbarButtons } from './action-card.ts';
import { captureFocus, focusLost } from './focus-return.ts';
import { caretTarget } from './editors/edit-target.ts';
import { framePicks } from './editors/pick-across-frames.ts';
import { translator } from '../i18n/translate.ts';
import { showPageNotice } from './page-notice.ts';
import { keepForPanel, panelTarget } from './panel-targets.ts';
import { pickForOtherFrame } from './pick-for-other-frame.ts';
import { writeAnswer } from './editors/write-answer.ts';
import { readSelection, type PageSelection } from './read-selection.ts';
import type { PageInput, SelectionController } from './selection-ui-api.ts';
import { focusToolbarAction } from './shortcut-keys.ts';
import { showToolbar, type ToolbarHandle } from './toolbar.ts';
import { keyGesture, mayShowToolbar } from './toolbar-mode.ts';
import { uiHost } from './ui-host.ts';

/** Watches the page's selection: shows the toolbar, opens the card, answers the shortcuts and context menu. */
export function watchSelection(ctx: ContentScriptContext, page: PageInput): SelectionController {
  let host: HTMLElement | null = null;
  let toolbar: ToolbarHandle | null = null;
  let card: CardHandle | null = null;
  let generation = 0;
  // A focus-toolbar shortcut still to be honoured: the Shift keyup right after it starts a newer evaluation.
  let wantFocus = false;
  // Where the page's focus was before it came into our UI: Escape puts it back there.
  let returnFocus: (() => void) | null = null;
  // A mouse button held on our UI: an evaluation finishing now must not swap the toolbar under the pointer (a press
  // and release on different elements make no click); the press then acts on the newest selection.
  let pressing = false;
  let shown: { selection: PageSelection; settings: PageSettings } | null = null;
  // The newest selection's evaluation, settled either way: a toolbar press waits for it (see `pick`).
  let settling: Promise<unknown> = Promise.resolve();

  const hide = () => {
    toolbar?.remove();
    toolbar = null;
  };
  const rememberFocus = () => (returnFocus = captureFocus(document, host) ?? returnFocus);
  const giveBackFocus = () => focusLost(document, host) && returnFocus?.();
  const focusInUi = () => host !== null && document.activeElement === host;
  const fromOurUi = (event: Event) => host !== null && event.composedPath().includes(host);
  // Events a page script dispatched (isTrusted false) never show the toolbar nor hide it: only the user does.
  const ignored = (event: Event) => !event.isTrusted || fromOurUi(event);
  const pageSettings = () => send({ type: 'page-settings', hostname: location.hostname });
  // Pick mode, for this frame's card or another frame's (decision 031).
  const picks = framePicks({ memory: page.memory, pickHere: pickForOtherFrame(ctx, pageSettings, (ui) => (host = ui)) });

  const run = async (id: string, selection: PageSelection, settings: PageSettings, fromKeyboard: boolean) => {
    const cardOptions = actionCard(id, settings);
    if (!cardOptions) return;
    hide();
    card?.close();
    const ui = await uiHost(ctx);
    host = ui.host;
    ui.container.dataset.theme = settings.theme;
    const opened = openCard(
      cardOptions(selection, ui, page.memory, picks, () => {
        if (card === opened) card = null;
        giveBackFocus();
      }),
    );
    card = opened;
    const keys = cardKeys(opened.element);
    if (fromKeyboard) keys.focus();
    void send({ type: 'remember-action', action: id });
  };

  const show = async (selection: PageSelection, settings: PageSettings, current: number) => {
    const ui = await uiHost(ctx);
    host = ui.host;
    ui.container.dataset.theme = settings.theme;
    if (current !== generation) return;
    shown = { selection, settings };
    if (pressing && toolbar) return;
    hide();
    const label = settings.labels.toolbar ?? 'Selecta';
    // A click that comes before the newest evaluation has shown its selection (keys still settling) runs on that one.
    const pick = (id: string) => {
      const fromKeyboard = focusInUi();
      void settling.then(() => shown && run(id, shown.selection, shown.settings, fromKeyboard));
    };
    toolbar = showToolbar(ui.container, selection, toolbarButtons(settings), label, pick, () => {
      hide();
      giveBackFocus();
    });
    if (wantFocus) {
      wantFocus = false;
      rememberFocus();
      toolbar.focus();
    }
  };

  const evaluateNow = async (point?: { x: number; y: number }, focus = false) => {
    const current = ++generation;
    wantFocus ||= focus;
    const selection = readSelection(window, host, point);
    if (!selection) {
      wantFocus = false;
      return hide();
    }
    // Also wakes the service worker, so the first click is fast.
    const settings = await pageSettings();
    // The site setting only stops the toolbar appearing by itself: the user's own shortcut still brings it.
    if (current !== generation || (!settings.enabled && !wantFocus)) return;
    await show(selection, settings, current);
  };
  const evaluate = (point?: { x: number; y: number }, focus = false): Promise<void> => {
    const now = evaluateNow(point, focus);
    settling = now.catch(() => undefined);
    return now;
  };

  ctx.addEventListener(document, 'mouseup', (event) => {
    if (event.isTrusted) pressing = false;
    if (ignored(event) || event.button !== 0 || !mayShowToolbar(page.keys.value.toolbarMode, page.press.gesture(event))) return;
    // The selection is final only after the mouseup has been handled by the page.
    ctx.setTimeout(() => void evaluate({ x: event.clientX, y: event.clientY }), 0);
  });
  ctx.addEventListener(document, 'keyup', (event) => {
    if (ignored(event)) return;
    if (event.key === 'Escape') {
      hide();
      card?.close();
    } else if ((event.shiftKey || event.key === 'Shift') && mayShowToolbar(page.keys.value.toolbarMode, keyGesture(event))) void evaluate();
  });
  ctx.addEventListener(document, 'mousedown', (event) => {
    if (event.isTrusted) pressing = fromOurUi(event);
    if (ignored(event)) return;
    wantFocus = false;
    hide();
  });
  ctx.addEventListener(document, 'selectionchange', (event) => {
    // Focus moving into the toolbar is not the selection going away.
    if (!toolbar || !event.isTrusted || focusInUi()) return;
    if (!readSelection(window, host)) {
      generation++;
      hide();
    }
  });
  // The user tabbing or clicking from the page into our UI: remember where to come back to.
  ctx.addEventListener(document, 'focusout', (event) => {
    if (event.isTrusted && host !== null && event.relatedTarget === host) rememberFocus();
  }, { capture: true });
  return {
    evaluate,
    runAction(action, fromKeyboard) {
      const selection = readSelection(window, host);
      if (action === focusToolbarAction) {
        void evaluate(undefined, true);
        return selection !== null;
      }
      if (!selection) {
        // Nothing silent (decision 042): the shortcut had nothing to run on, and the page says so.
        void Promise.all([pageSettings(), uiHost(ctx)]).then(([settings, ui]) => {
          host = ui.host;
          ui.container.dataset.theme = settings.theme;
          showPageNotice(ui.container, translator(settings.locale)('notice.noSelection'));
        });
        return false;
      }
      if (fromKeyboard) rememberFocus();
      void pageSettings().then((settings) => run(action, selection, settings, fromKeyboard));
      return true;
    },
    captureForPanel() {
      const selection = readSelection(window, host);
      return selection && { text: selection.text, selectionId: keepForPanel(selection.source), title: document.title, url: location.href };
    },
    async writeForPanel(selectionId, text, mode) {
      const target = panelTarget(selectionId);
      return !!target && (await writeAnswer(target, text, mode)).ok;
    },
    async writeRemembered(text) {
      const editor = page.memory.editor();
      const target = editor && caretTarget(editor, page.memory.range());
      return !!target && (await writeAnswer(target, text, 'insert')).ok;
    },
    pickMessage: picks.message,
  };
}
