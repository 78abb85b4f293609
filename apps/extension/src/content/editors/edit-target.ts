/** The part of the EditContext API we read (Chromium; the TypeScript DOM library does not declare it yet). */
export interface EditContextLike {
  readonly text: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
}

/**
 * Where an answer can be written, found by what the element is, never by which site or editor it is:
 * - `field`: a visible text field, whose value is its model;
 * - `proxy`: a hidden text field that only relays keys to an editor drawn elsewhere (Monaco's textarea mode);
 * - `rich`: a contenteditable region (ProseMirror, Lexical, Slate, Quill, Draft.js, CodeMirror);
 * - `context`: an element with an EditContext (Monaco in Chromium), whose selection is not the page's.
 * Offsets of `field`, `proxy` and `context` are in the element's value / EditContext text.
 */
export type EditTarget =
  | { kind: 'field' | 'proxy'; element: HTMLInputElement | HTMLTextAreaElement; start: number; end: number }
  | { kind: 'rich'; element: HTMLElement; range: Range }
  | { kind: 'context'; element: HTMLElement; start: number; end: number };

export type WriteMode = 'insert' | 'replace';

export function editContextOf(element: Element | null): EditContextLike | null {
  const context = (element as (Element & { editContext?: EditContextLike | null }) | null)?.editContext;
  return context ?? null;
}

/** A field drawn so small or transparent that nobody reads it: it relays input to an editor that draws itself. */
export function isProxyField(element: HTMLElement): boolean {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return element.offsetWidth <= 2 || element.offsetHeight <= 2 || style?.opacity === '0' || style?.color === 'transparent';
}

export function isTextField(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && ['text', 'search', 'url', 'email', 'tel', ''].includes(element.type.toLowerCase());
}

/** The contenteditable root holding `element`, if it is editable. */
export function richRoot(element: Element): HTMLElement | null {
  const root = element.closest<HTMLElement>('[contenteditable]:not([contenteditable="false"])');
  return root?.isContentEditable ? root : null;
}

/** The target for a selection in `element` (`range` for page selections); null when nothing there can be written. */
export function captureTarget(element: Element, range: Range | null): EditTarget | null {
  const context = editContextOf(element);
  if (context && element instanceof HTMLElement) {
    return { kind: 'context', element, start: context.selectionStart, end: context.selectionEnd };
  }
  if (isTextField(element)) {
    if (element.readOnly || element.disabled) return null;
    const kind = isProxyField(element) ? 'proxy' : 'field';
    return { kind, element, start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 };
  }
  const root = richRoot(element);
  if (!root || !range) return null;
  return { kind: 'rich', element: root, range: range.cloneRange() };
}

/**
 * The editor's last text, to put a caret at its end. Not the end of the editor itself: Firefox keeps a caret after
 * the last block where it is, and an editor reading it there writes into a new paragraph (roosterjs did).
 */
function endOfText(root: HTMLElement): Range {
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) range.selectNodeContents(node);
  return range;
}

/** A target at the caret of an editor the user worked in earlier (Insert into…): the caret it kept, else its end. */
export function caretTarget(element: HTMLElement, remembered: Range | null): EditTarget | null {
  const context = editContextOf(element);
  if (context) return { kind: 'context', element, start: context.selectionEnd, end: context.selectionEnd };
  if (isTextField(element)) {
    const at = element.selectionEnd ?? element.value.length;
    return captureTarget(element, null) && { kind: isProxyField(element) ? 'proxy' : 'field', element, start: at, end: at };
  }
  const root = richRoot(element) ?? (element.isContentEditable ? element : null);
  if (!root) return null;
  let range = remembered && root.contains(remembered.startContainer) ? remembered.cloneRange() : null;
  range ??= endOfText(root);
  range.collapse(false);
  return { kind: 'rich', element: root, range };
}
