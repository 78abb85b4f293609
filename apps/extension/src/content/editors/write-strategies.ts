import { editContextOf, type EditTarget } from './edit-target.ts';
import { pageClipboardEvent, pageInputEvent, pageKeyboardEvent, pageTransfer } from './page-events.ts';
import { pasteHtml } from './paste-html.ts';

/**
 * One way of handing text to an editor through its own input path. `write` answers whether the editor (or the
 * browser) claimed the input, which only decides how long the read-back waits: the editor's text decides what
 * happened (write-outcome.ts).
 */
export interface WriteStrategy {
  name: 'beforeinput' | 'paste' | 'execCommand' | 'setRangeText' | 'textupdate';
  write(target: EditTarget, text: string): boolean;
}

/** The text, and for TinyMCE its escaped HTML: the flavours of a paste. */
const flavours = (text: string, html = false): Record<string, string> => (html ? { 'text/plain': text, 'text/html': pasteHtml(text) } : { 'text/plain': text });

/**
 * A `beforeinput` the way the browser sends it for typing or pasting. Editors that own their model (Slate, Lexical)
 * apply it and cancel it; a synthetic event has no default action, so an editor that ignores it changes nothing.
 * Several lines go as a paste so that they stay paragraphs.
 */
const beforeInput: WriteStrategy = {
  name: 'beforeinput',
  write(target, text) {
    const multiline = text.includes('\n');
    const doc = target.element.ownerDocument;
    const event = pageInputEvent(doc, 'beforeinput', {
      bubbles: true,
      cancelable: true,
      composed: true,
      inputType: multiline ? 'insertFromPaste' : 'insertText',
      ...(multiline ? { dataTransfer: pageTransfer(doc, flavours(text)) } : { data: text }),
    });
    target.element.dispatchEvent(event);
    return event.defaultPrevented;
  },
};

/**
 * TinyMCE (its editable body has `mce-content-body`) and Froala (`fr-element`) handle a paste at once only when it
 * carries HTML; with text alone they read a paste bin a timer later (TinyMCE 47–110 ms; Froala never, for a synthetic
 * paste: it only rebuilds the nodes around the selection). Other editors get the text alone: Editor.js turns pasted
 * HTML into an edit its Ctrl+Z cannot undo, and the matrix proved them all with text (decision 032).
 */
const wantsHtmlPaste = (target: EditTarget) => !!target.element.closest('.mce-content-body, .fr-element');

/**
 * A `paste` carrying the text (and, for TinyMCE, an escaped `text/html` copy: paste-html.ts): editors that handle
 * pasting themselves (ProseMirror, Quill, CodeMirror, Monaco, TinyMCE) cancel it.
 */
const paste: WriteStrategy = {
  name: 'paste',
  write(target, text) {
    const event = pageClipboardEvent(target.element.ownerDocument, 'paste', flavours(text, wantsHtmlPaste(target)), { bubbles: true, cancelable: true, composed: true });
    target.element.dispatchEvent(event);
    return event.defaultPrevented;
  },
};

/** The browser's own editing: native undo, trusted `beforeinput` and `input` events, for fields and plain contenteditable. */
const execCommand: WriteStrategy = {
  name: 'execCommand',
  write(target, text) {
    return target.element.ownerDocument.execCommand('insertText', false, text);
  },
};

/** The last resort for a field: set the value and tell the page with an `input` event (no native undo). */
const setRangeText: WriteStrategy = {
  name: 'setRangeText',
  write(target, text) {
    if (target.kind !== 'field' && target.kind !== 'proxy') return false;
    const { element } = target;
    element.setRangeText(text, element.selectionStart ?? target.start, element.selectionEnd ?? target.end, 'end');
    element.dispatchEvent(pageInputEvent(element.ownerDocument, 'input', { bubbles: true, inputType: 'insertText', data: text }));
    return true;
  },
};

/** An EditContext's own `textupdate`, for an EditContext editor that does not handle paste. */
const textUpdate: WriteStrategy = {
  name: 'textupdate',
  write(target, text) {
    const context = editContextOf(target.element) as (EventTarget & { selectionStart: number; selectionEnd: number }) | null;
    const Update = (globalThis as { TextUpdateEvent?: new (type: string, init: object) => Event }).TextUpdateEvent;
    if (!context || !Update) return false;
    const { selectionStart: start, selectionEnd: end } = context;
    const event = new Update('textupdate', { text, updateRangeStart: start, updateRangeEnd: end, selectionStart: start + text.length, selectionEnd: start + text.length });
    return context.dispatchEvent(event);
  },
};

/** The strategies worth trying for a target, most faithful first: each is tried until the read-back confirms one. */
export function strategiesFor(target: EditTarget): WriteStrategy[] {
  switch (target.kind) {
    case 'field':
      return [execCommand, setRangeText];
    case 'proxy':
      // The editor behind a relay textarea takes a paste as one undoable edit; typing into the relay may be two.
      return [paste, execCommand];
    case 'rich':
      // Paste first: editors that handle it do so at once and cancel it; a `beforeinput` that an editor does not
      // cancel may still be applied later (CKEditor 5 queues it), which no read-back can tell from "ignored" in time.
      return [paste, beforeInput, execCommand];
    case 'context':
      return [paste, textUpdate];
  }
}

/**
 * An editor that draws its own text (Monaco) keeps its history in its model and undoes on its own keys, read by key
 * code: it gets Ctrl+Z (⌘Z on a Mac). Its paste handler may have deleted the selection in the model alone, where the
 * browser's undo of its relay textarea does not reach (and would undo older typing instead). Answers whether the
 * editor took the keys.
 */
function undoKeys(target: EditTarget): boolean {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  const event = pageKeyboardEvent(target.element.ownerDocument, 'keydown', {
    bubbles: true,
    cancelable: true,
    composed: true,
    key: 'z',
    code: 'KeyZ',
    keyCode: 90,
    which: 90,
    ctrlKey: !mac,
    metaKey: mac,
  });
  target.element.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * Undoes a strategy's partial write through the editor's own history (its undo keys for an editor that draws its own
 * text, else its `beforeinput`), else the browser's.
 */
export function undoLastWrite(target: EditTarget): void {
  if ((target.kind === 'proxy' || target.kind === 'context') && undoKeys(target)) return;
  const event = pageInputEvent(target.element.ownerDocument, 'beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'historyUndo' });
  target.element.dispatchEvent(event);
  if (!event.defaultPrevented) target.element.ownerDocument.execCommand('undo');
}
