import { captureTarget, editContextOf, isTextField, type EditTarget } from './editors/edit-target.ts';

export interface PageSelection {
  text: string;
  /** Where the selection is on screen (viewport coordinates), read again on every call. */
  rect: () => DOMRect;
  contextElement: Element;
  source: EditTarget | null;
}

/** The focused element, looking inside open shadow roots (editors often live in one). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * What the user selected, or null: nothing, whitespace only, inside a password field, or inside `ignore`
 * (our own UI). `point` is where the mouse was released (used to place the toolbar for text fields).
 */
export function readSelection(win: Window, ignore: Element | null, point?: { x: number; y: number }): PageSelection | null {
  const doc = win.document;
  const active = deepActiveElement(doc);
  if (active && ignore && (active === ignore || ignore.contains(active))) return null;
  if (active instanceof HTMLInputElement && active.type.toLowerCase() === 'password') return null;
  const context = editContextOf(active);
  if (active && context) {
    // An EditContext editor (Monaco in Chromium) draws its own selection: the page's is empty; its context holds it.
    const text = context.text.slice(context.selectionStart, context.selectionEnd);
    if (!text.trim()) return null;
    const rect = () => (point ? new DOMRect(point.x, point.y, 0, 0) : active.getBoundingClientRect());
    return { text, rect, contextElement: active, source: captureTarget(active, null) };
  }
  if (isTextField(active)) {
    const start = active.selectionStart ?? 0;
    const end = active.selectionEnd ?? 0;
    const text = active.value.slice(start, end);
    if (!text.trim()) return null;
    const rect = () => {
      const box = active.getBoundingClientRect();
      return point ? new DOMRect(point.x, point.y, 0, 0) : box;
    };
    return { text, rect, contextElement: active, source: captureTarget(active, null) };
  }
  const selection = win.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString();
  if (!text.trim()) return null;
  const range = selection.getRangeAt(0).cloneRange();
  const container = range.commonAncestorContainer;
  const element = container instanceof Element ? container : container.parentElement;
  if (!element || (ignore && ignore.contains(element))) return null;
  return { text, rect: () => range.getBoundingClientRect(), contextElement: element, source: captureTarget(element, range) };
}
