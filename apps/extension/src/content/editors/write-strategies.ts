import { editContextOf, type EditTarget } from './edit-target.ts';
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

function transfer(text: string, html = false): DataTransfer {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  if (html) data.setData('text/html', pasteHtml(text));
  return data;
}

/**
 * A `beforeinput` the way the browser sends it for typing or pasting. Editors that own their model (Slate, Lexical)
 * apply it and cancel it; a synthetic event has no default action, so an editor that ignores it changes nothing.
 * Several lines go as a paste so that they stay paragraphs.
 */
const beforeInput: WriteStrategy = {
  name: 'beforeinput',
  write(target, text) {
    const multiline = text.includes('\n');
    const event = new InputEvent('beforeinput', {
      bubbles: true,
      cancelable: true,
      composed: true,
      inputType: multiline ? 'insertFromPaste' : 'insertText',
      ...(multiline ? { dataTransfer: transfer(text) } : { data: text }),
    });
    target.element.dispatchEvent(event);
    return event.defaultPrevented;
  },
};

/**
 * TinyMCE (its editable body has `mce-content-body`) handles a paste at once only when it carries HTML; with text
 * alone it reads its paste bin a timer later (47–110 ms). Other editors get the text alone: Editor.js turns pasted
 * HTML into an edit its Ctrl+Z cannot undo, and the matrix proved them all with text (decision 032).
 */
const wantsHtmlPaste = (target: EditTarget) => !!target.element.closest('.mce-content-body');

/**
 * A `paste` carrying the text (and, for TinyMCE, an escaped `text/html` copy: paste-html.ts): editors that handle
 * pasting themselves (ProseMirror, Quill, CodeMirror, Monaco, TinyMCE) cancel it.
 */
const paste: WriteStrategy = {
  name: 'paste',
  write(target, text) {
    const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData: transfer(text, wantsHtmlPaste(target)) });
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
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
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

/** Undoes a strategy's partial write through the editor's own history (its `beforeinput`), else the browser's. */
export function undoLastWrite(target: EditTarget): void {
  const event = new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'historyUndo' });
  target.element.dispatchEvent(event);
  if (!event.defaultPrevented) target.element.ownerDocument.execCommand('undo');
}
