// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { watchFocus } from './focus-memory.ts';

const listen = (target: Document, type: string, handler: (event: FocusEvent) => void) =>
  target.addEventListener(type, handler as EventListener, { capture: true });

afterEach(() => document.body.replaceChildren());

describe('the editor the user last worked in', () => {
  it('is one focused before the script started (an autofocused editor gets no focusin when clicked)', () => {
    const reply = document.body.appendChild(document.createElement('textarea'));
    reply.focus();
    let told = 0;
    const memory = watchFocus(document, listen, () => told++);
    expect(memory.editor()).toBe(reply);
    expect(told).toBe(document.hasFocus() ? 1 : 0);
  });

  it('is none when the focused element cannot be written (a button), until an editor is focused', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const reply = document.body.appendChild(document.createElement('textarea'));
    button.focus();
    const memory = watchFocus(document, listen);
    expect(memory.editor()).toBeNull();
    reply.focus();
    expect(memory.editor()).toBe(reply);
  });

  it('forgets an editor taken out of the page', () => {
    const reply = document.body.appendChild(document.createElement('textarea'));
    reply.focus();
    const memory = watchFocus(document, listen);
    reply.remove();
    expect(memory.editor()).toBeNull();
  });

  it('keeps the caret it had in a rich editor even when the selection moved away before focus left (Firefox)', () => {
    const editor = document.body.appendChild(document.createElement('div'));
    editor.contentEditable = 'true';
    // jsdom knows neither contenteditable's focus nor isContentEditable.
    editor.tabIndex = 0;
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    editor.textContent = 'Hello world';
    const elsewhere = document.body.appendChild(document.createElement('p'));
    elsewhere.textContent = 'Text to answer';
    const memory = watchFocus(document, listen);
    editor.focus();
    document.getSelection()!.collapse(editor.firstChild, 5);
    document.dispatchEvent(new Event('selectionchange'));
    document.getSelection()!.selectAllChildren(elsewhere);
    editor.blur();
    expect(memory.editor()).toBe(editor);
    expect([memory.range()?.startContainer, memory.range()?.startOffset]).toEqual([editor.firstChild, 5]);
  });
});
