/** Where a selection came from when the user can write there: a text field or a contenteditable region. */
export type EditableSource =
  | { kind: 'field'; element: HTMLInputElement | HTMLTextAreaElement; start: number; end: number }
  | { kind: 'rich'; root: HTMLElement; range: Range };

export type WriteMode = 'insert' | 'replace';

export function captureSource(element: Element, range: Range | null): EditableSource | null {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    if (element.readOnly || element.disabled) return null;
    return { kind: 'field', element, start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 };
  }
  const root = element.closest<HTMLElement>('[contenteditable]:not([contenteditable="false"])');
  if (!root || !range || !root.isContentEditable) return null;
  return { kind: 'rich', root, range: range.cloneRange() };
}

/**
 * Puts `text` where the selection was — replacing it or right after it — through `insertText`, so the
 * page's editor sees a normal input event and the user can undo. Answers false when that was impossible.
 */
export function writeToSource(source: EditableSource, text: string, mode: WriteMode): boolean {
  const doc = source.kind === 'field' ? source.element.ownerDocument : source.root.ownerDocument;
  if (source.kind === 'field') {
    const { element } = source;
    if (!element.isConnected) return false;
    const payload = mode === 'insert' ? `${element instanceof HTMLTextAreaElement ? '\n' : ' '}${text}` : text;
    element.focus();
    element.setSelectionRange(mode === 'replace' ? source.start : source.end, source.end);
    if (!doc.execCommand('insertText', false, payload)) {
      element.setRangeText(payload, element.selectionStart ?? source.end, element.selectionEnd ?? source.end, 'end');
      element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: payload }));
    }
    const start = mode === 'replace' ? source.start : source.end;
    Object.assign(source, { start, end: start + payload.length });
    return true;
  }
  const { root, range } = source;
  if (!root.isConnected) return false;
  root.focus();
  const selection = doc.getSelection();
  if (!selection) return false;
  const target = range.cloneRange();
  if (mode === 'insert') target.collapse(false);
  selection.removeAllRanges();
  selection.addRange(target);
  const payload = mode === 'insert' ? ` ${text}` : text;
  if (!doc.execCommand('insertText', false, payload)) return false;
  if (selection.rangeCount > 0) {
    // The written answer becomes the selection to replace next time.
    const after = selection.getRangeAt(0);
    const written = doc.createRange();
    written.setStart(after.endContainer, after.endOffset);
    written.setEnd(after.endContainer, after.endOffset);
    source.range = written;
  }
  return true;
}

/** The fallback when writing is impossible: the clipboard (the async API, else a hidden textarea). */
export async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await doc.defaultView?.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.style.cssText = 'position:fixed;top:-1000px;opacity:0';
    doc.body.append(area);
    area.select();
    const ok = doc.execCommand('copy');
    area.remove();
    return ok;
  }
}
