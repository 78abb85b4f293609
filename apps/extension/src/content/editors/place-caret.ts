import type { EditTarget } from './edit-target.ts';
import { nextFrame } from './read-back.ts';

function deepActive(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const sameRange = (a: Range, b: Range) =>
  a.startContainer === b.startContainer && a.startOffset === b.startOffset && a.endContainer === b.endContainer && a.endOffset === b.endOffset;

/**
 * Resolves on the document's next `selectionchange`, or after the next frame: the browser sends none when the new
 * selection is the same place in other words (a text offset instead of an element offset), and then none is needed.
 */
function selectionChanged(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      doc.removeEventListener('selectionchange', done);
      resolve();
    };
    doc.addEventListener('selectionchange', done);
    if (doc.defaultView) void nextFrame(doc.defaultView).then(done);
  });
}

/**
 * Focuses the target and puts the page's selection where the text goes (collapsed after it to insert), then waits
 * until the editor has seen it: editors copy the page's selection into their model on `selectionchange`, so a
 * write in the same task would land where their old selection was (Lexical overwrote the user's sentence).
 * Editors that draw their own selection (relay textarea, EditContext) keep theirs: they are only focused.
 */
export async function placeCaret(target: EditTarget, collapse: boolean): Promise<void> {
  const { element } = target;
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  if (target.kind === 'rich') return placeRange(target.element, collapse ? collapsed(target.range) : target.range);
  if (deepActive(doc) !== element) {
    element.focus({ preventScroll: true });
    // Editors that draw their own selection restore it when focused, some in the next frame.
    if (win && target.kind !== 'field') await nextFrame(win);
  }
  if (target.kind === 'field') target.element.setSelectionRange(collapse ? target.end : target.start, target.end);
}

const collapsed = (range: Range) => {
  const end = range.cloneRange();
  end.collapse(false);
  return end;
};

/**
 * Sets the page's selection in a contenteditable editor. Without focusing it first: a selection inside an editing
 * host focuses it, and the editor's focus handler then finds our selection instead of restoring its old one.
 */
async function placeRange(element: HTMLElement, range: Range): Promise<void> {
  const doc = element.ownerDocument;
  const selection = doc.getSelection();
  if (!selection) return;
  if (deepActive(doc) === element && selection.rangeCount > 0 && sameRange(selection.getRangeAt(0), range)) return;
  const seen = selectionChanged(doc);
  selection.removeAllRanges();
  selection.addRange(range.cloneRange());
  if (deepActive(doc) !== element) element.focus({ preventScroll: true });
  await seen;
  // The editor's own selectionchange listener runs in the same task as ours, possibly after it: let it finish.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** After a write: the caret (after the answer) becomes the place the next write goes. */
export function rememberCaret(target: EditTarget): void {
  if (target.kind === 'field') {
    const at = target.element.selectionEnd ?? target.end;
    Object.assign(target, { start: at, end: at });
  } else if (target.kind === 'rich') {
    const selection = target.element.ownerDocument.getSelection();
    if (selection && selection.rangeCount > 0 && target.element.contains(selection.getRangeAt(0).endContainer)) {
      const range = selection.getRangeAt(0).cloneRange();
      range.collapse(false);
      target.range = range;
    }
  }
}
