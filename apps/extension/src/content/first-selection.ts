import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { TabRequest } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import { deepActiveElement } from './deep-active-element.ts';
import { livePageKeys, shortcutAction, shortcutCandidate } from './page-keys.ts';
import { editorName } from './editors/editor-name.ts';
import { watchFocus } from './editors/focus-memory.ts';
import type { SelectionController } from './selection-ui-api.ts';
import { loadSelectionUi } from './selection-ui-loader.ts';
import { articleHere } from '../page-tools/load-article.ts';
import { keyGesture, mayShowToolbar, pressTracker } from './toolbar-mode.ts';

/** Whether anything is selected, in the page or in the focused text field. Cheap: it runs on every mouseup. */
function hasSelection(): boolean {
  const active = deepActiveElement(document);
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null) {
    return active.selectionStart !== active.selectionEnd;
  }
  // An EditContext editor (Monaco in Chromium) keeps its selection in its context, not in the page's.
  const context = (active as { editContext?: { selectionStart: number; selectionEnd: number } | null } | null)?.editContext;
  if (context) return context.selectionStart !== context.selectionEnd;
  const selection = document.getSelection();
  return !!selection && !selection.isCollapsed;
}

const modifiers = new Set(['Alt', 'Shift', 'Control', 'Meta']);

/**
 * What the always-injected script does on every page: a few listeners and nothing else. The toolbar mode and
 * shortcuts are asked for on the first click or modifier key; the toolbar, the card and their libraries load on the
 * first selection or shortcut (most pages never get one), then take over the page's selection events. The shortcut
 * listener stays here: it must see a key before the page's own handlers do.
 */
export function watchFirstSelection(ctx: ContentScriptContext): void {
  const keys = livePageKeys();
  const press = pressTracker();
  let controller: Promise<SelectionController | null> | null = null;
  // Remembered from the start: the user focuses the reply box before selecting the text to answer.
  const memory = watchFocus(
    document,
    (target, type, handler) => target.addEventListener(type, handler as EventListener, { capture: true, signal: ctx.signal }),
    () => void send({ type: 'editor-focused' }).catch(() => {}),
  );
  const start = () =>
    (controller ??= loadSelectionUi().then(
      (ui) => ui.watchSelection(ctx, { keys, press, memory }),
      (error: unknown) => {
        // A failed load (the extension was updated or reloaded under the page) is retried on the next selection.
        console.warn(error);
        controller = null;
        return null;
      },
    ));

  ctx.addEventListener(document, 'mousedown', (event) => {
    press.down(event);
    if (event.isTrusted && !keys.loaded) void keys.load();
  }, { capture: true });
  ctx.addEventListener(document, 'mouseup', (event) => {
    // A page script's dispatched events (isTrusted false) must not load or drive the UI.
    if (controller || !event.isTrusted || event.button !== 0) return;
    const gesture = press.gesture(event);
    void keys.load().then(() => {
      if (!mayShowToolbar(keys.value.toolbarMode, gesture)) return;
      // The selection is final only after the mouseup has been handled by the page.
      ctx.setTimeout(() => {
        if (hasSelection()) void start().then((c) => c?.evaluate({ x: event.clientX, y: event.clientY }));
      }, 0);
    });
  });
  ctx.addEventListener(document, 'keyup', (event) => {
    if (controller || !event.isTrusted || !(event.shiftKey || event.key === 'Shift') || !hasSelection()) return;
    const gesture = keyGesture(event);
    void keys.load().then(() => {
      if (mayShowToolbar(keys.value.toolbarMode, gesture)) void start().then((c) => c?.evaluate());
    });
  });
  const run = (action: string) => void start().then((c) => c?.runAction(action, true));
  // Capture on the window: the user's own combination reaches us before the page's handlers (and is not typed).
  ctx.addEventListener(window, 'keydown', (event) => {
    if (!event.isTrusted) return;
    if (!keys.loaded) {
      // A combination starts with its modifiers: ask now, so the keys are known when its last key comes.
      if (modifiers.has(event.key)) void keys.load();
      else holdUntilKnown(event);
      return;
    }
    const action = shortcutAction(keys.value, shortcutCandidate(event));
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    run(action);
  }, { capture: true });
  /**
   * The last key of a combination that came before the answer (a shortcut as the very first thing done on the page,
   * or the service worker still waking): held, then run once the keys are known, or given back to the page as the
   * same keydown (decision 031). Only a combination that could be ours; nothing is asked at injection, which would
   * cost every idle page its first extension message.
   */
  const holdUntilKnown = (event: KeyboardEvent) => {
    const combination = shortcutCandidate(event);
    if (!combination) return;
    const target = event.composedPath()[0] ?? document;
    event.preventDefault();
    event.stopImmediatePropagation();
    void keys.load().then(() => {
      const action = keys.loaded ? shortcutAction(keys.value, combination) : null;
      if (action) return run(action);
      const { key, code, location, altKey, ctrlKey, shiftKey, metaKey } = event;
      const init = { key, code, location, altKey, ctrlKey, shiftKey, metaKey, bubbles: true, cancelable: true, composed: true };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
    });
  };
  answerMessages((message, sender, respond) => {
    if (sender.id !== browser.runtime.id) return undefined;
    if (String(message?.type).startsWith('pick-')) {
      // Pick mode for a card in this tab (decision 031): only entering it loads the UI; the UI parses the message.
      if (message.type === 'pick-enter' || controller) void start().then((c) => c?.pickMessage(message));
    } else if (message?.type === 'page-keys') keys.apply(message.keys);
    else if (message?.type === 'run-action') {
      // Answers whether there was a selection to run on: without one, the background says so in the side panel.
      void start().then(
        (c) => respond({ ok: c?.runAction(message.action, message.keyboard ?? false) ?? false }),
        () => respond({ ok: false }),
      );
      return true;
    } else if (message?.type === 'panel-capture') {
      // Wrapped, so that "nothing selected" (null inside) differs from "no content script here" (no answer at all).
      void start().then((c) => respond({ captured: c?.captureForPanel() ?? null }), () => respond({ captured: null }));
      return true;
    } else if (message?.type === 'panel-write') {
      void start()
        .then((c) => c?.writeForPanel(message.selectionId, message.text, message.mode) ?? false)
        .then((ok) => respond({ ok }), () => respond({ ok: false }));
      return true;
    }
    else if (message?.type === 'editor-name') {
      const editor = memory.editor();
      respond({ present: !!editor, name: editor ? editorName(editor) : null });
    } else if (message?.type === 'read-article') {
      void articleHere().then(respond, () => respond(null));
      return true;
    } else if (message?.type === 'write-answer') {
      // From this tab's card in another frame, through the background: into the editor the user last focused here.
      void start()
        .then((c) => c?.writeRemembered(message.text) ?? false)
        .then((ok) => respond({ ok }), () => respond({ ok: false }));
      return true;
    }
    return undefined;
  });
}

type MessageListener = (message: TabRequest, sender: { id?: string }, respond: (answer: unknown) => void) => true | undefined;
let answering: MessageListener | null = null;

/**
 * The extension's messages to this frame go to the newest set-up of this script: a frame whose document the page
 * reopened sets it up again (document-open.ts), and the first set-up's memory of the editor is empty; both would
 * answer, and the first answer wins.
 */
function answerMessages(listener: MessageListener): void {
  if (!answering) browser.runtime.onMessage.addListener((message: TabRequest, sender, respond: (answer: unknown) => void) => answering?.(message, sender, respond));
  answering = listener;
}
