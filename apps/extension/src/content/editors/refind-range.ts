/**
 * Where a selection in a contenteditable editor is, kept as text rather than as a `Range`: an editor that takes an
 * attempt apart and puts its DOM back (Froala wraps the selection in marker elements on a paste, then removes them
 * and merges the text nodes) leaves a saved `Range` collapsed at the start of the paragraph, and the next strategy
 * would write there (decision 032, amended for Froala).
 */
export interface TextSpot {
  /** The editor's whole text when the spot was taken. */
  text: string;
  /** Offsets of the selection in that text. */
  start: number;
  end: number;
}

const nearby = 30;

/**
 * Finds the spot again in the editor's text as it is now: at the same offsets when the text is unchanged (a strategy
 * left it as it was, or its write was undone), else where the text around it (30 characters each side and the
 * selection) shows exactly once. Null when it cannot be told: the caller then keeps the range it had.
 */
export function refindRange(root: HTMLElement, spot: TextSpot): Range | null {
  const now = root.textContent ?? '';
  let start = spot.start;
  if (now !== spot.text) {
    const from = Math.max(0, spot.start - nearby);
    const needle = spot.text.slice(from, Math.min(spot.text.length, spot.end + nearby));
    const at = needle ? now.indexOf(needle) : -1;
    if (at < 0 || now.indexOf(needle, at + 1) >= 0) return null;
    start = at + spot.start - from;
  }
  const end = start + spot.end - spot.start;
  const range = root.ownerDocument.createRange();
  const startPoint = pointAt(root, start, spot.start === spot.end);
  const endPoint = pointAt(root, end, true);
  if (!startPoint || !endPoint) return null;
  range.setStart(...startPoint);
  range.setEnd(...endPoint);
  return range;
}

/**
 * The text node and offset at character `offset` of `root`'s text. On the boundary of two text nodes, an end (or a
 * caret) goes after the text before it, a start before the text after it, as a user's selection does.
 */
function pointAt(root: HTMLElement, offset: number, atEnd: boolean): [Node, number] | null {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (atEnd ? offset <= seen + length : offset < seen + length) return [node, offset - seen];
    seen += length;
    last = node;
  }
  if (offset === seen) return last ? [last, last.data.length] : [root, root.childNodes.length];
  return null;
}
