import { deepActiveElement } from './deep-active-element.ts';

/**
 * Remembers where the page's focus is — the element and its selection or caret — and answers a function that puts
 * it back (Escape in the toolbar or card). Nothing of the text is kept, only the element, offsets and a Range.
 */
export function captureFocus(doc: Document, ours: Element | null): (() => void) | null {
  const element = deepActiveElement(doc);
  if (!(element instanceof HTMLElement) || element === ours || element === doc.body) return null;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd, selectionDirection } = element;
    return () => {
      if (!element.isConnected) return;
      element.focus({ preventScroll: true });
      // Inputs without a selection API (number, email…) answer null here and throw on set.
      if (selectionStart !== null && selectionEnd !== null) element.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? 'none');
    };
  }
  const selection = doc.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
  return () => {
    if (!element.isConnected) return;
    element.focus({ preventScroll: true });
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };
}

/** Whether the page has lost its focus (to nothing, or to our UI being removed): the moment to give it back. */
export function focusLost(doc: Document, ours: Element | null): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || active === doc.documentElement || active === ours;
}
