/**
 * The editor the user last worked in on this page (Insert into… offers it by name), and where its caret was when
 * they left it. Part of the always-loaded script, so it stays tiny: two listeners that only look at the event.
 */
export interface FocusMemory {
  /** The editor, while it is still in the page. */
  editor(): HTMLElement | null;
  /** The selection it had when focus left it (rich editors; fields keep their own). */
  range(): Range | null;
  /** The editor the user picked in this frame for another frame's card, and where the pick's click put its caret. */
  remember(editor: HTMLElement, range: Range | null): void;
}

const textTypes = ['text', 'search', 'url', 'email', 'tel', ''];

/** Whether the user can type into the element: a text field, a contenteditable region or an EditContext editor. */
export function isEditable(element: unknown): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) return textTypes.includes(element.type.toLowerCase()) && !element.readOnly && !element.disabled;
  return element instanceof HTMLElement && (element.isContentEditable || !!(element as { editContext?: unknown }).editContext);
}

/** `focused` runs when the user focuses an editor (the background learns which frame holds the last one). */
export function watchFocus(
  doc: Document,
  listen: (target: Document, type: 'focusin' | 'focusout' | 'selectionchange', handler: (event: FocusEvent) => void) => void,
  focused: () => void = () => {},
): FocusMemory {
  let last: WeakRef<HTMLElement> | null = null;
  let lastRange: Range | null = null;
  // composedPath()[0]: the element really focused, also inside an open shadow root.
  listen(doc, 'focusin', (event) => {
    const target = event.composedPath()[0];
    if (!event.isTrusted || !isEditable(target)) return;
    if (last?.deref() !== target) lastRange = null;
    last = new WeakRef(target);
    focused();
  });
  const keepRange = () => {
    const target = last?.deref();
    const selection = doc.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (target && range && target.contains(range.startContainer)) lastRange = range.cloneRange();
  };
  listen(doc, 'focusout', (event) => {
    if (event.isTrusted && event.composedPath()[0] === last?.deref()) keepRange();
  });
  // Firefox has moved the selection to the new place by the time focus leaves the editor (a double click on the text
  // to answer): the caret is also kept as it moves while the editor has focus.
  listen(doc, 'selectionchange', () => {
    if (last && doc.activeElement && last.deref()?.contains(doc.activeElement)) keepRange();
  });
  // An editor focused before this script ran (autofocus, as Toast UI Editor does on load) gets no focusin when the
  // user clicks into it: it is already focused. It counts as focused by the user if the document has focus.
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (isEditable(active)) {
    last = new WeakRef(active);
    if (doc.hasFocus()) focused();
  }
  return {
    editor: () => {
      const element = last?.deref() ?? null;
      return element?.isConnected ? element : null;
    },
    range: () => lastRange,
    remember: (editor, range) => {
      last = new WeakRef(editor);
      lastRange = range;
    },
  };
}
