import { isEditable } from './focus-memory.ts';

/** The box a user sees for an editor: an editor drawn around a hidden relay (Monaco) is its nearest visible ancestor. */
export function visibleBox(element: HTMLElement): DOMRect {
  let node: HTMLElement | null = element;
  while (node) {
    const box = node.getBoundingClientRect();
    if (box.width > 24 && box.height > 12) return box;
    node = node.parentElement;
  }
  return element.getBoundingClientRect();
}

/** The outermost editable element at or around `element` (a contenteditable's root, not one of its paragraphs). */
function editableRoot(element: HTMLElement): HTMLElement {
  let root = element;
  while (root.parentElement?.isContentEditable && root.isContentEditable) root = root.parentElement;
  return root;
}

const selector = 'textarea, input, [contenteditable], [role="textbox"], [tabindex]';

/** Every editor the user could pick in this document, in page order, visible ones only. */
export function editableCandidates(doc: Document): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const element of doc.querySelectorAll<HTMLElement>(selector)) {
    if (!isEditable(element)) continue;
    const root = editableRoot(element);
    const box = visibleBox(root);
    if (box.width > 0 && box.height > 0) found.add(root);
  }
  return [...found];
}

/** The editor under the pointer: the element hit, or the editor whose box holds the point (Monaco's lines are not it). */
export function editableAt(doc: Document, x: number, y: number, candidates: HTMLElement[]): HTMLElement | null {
  const hit = doc.elementFromPoint(x, y);
  if (hit instanceof HTMLElement && isEditable(hit)) return editableRoot(hit);
  const inside = candidates.filter((c) => {
    const box = visibleBox(c);
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
  // The smallest box that holds the point is the most specific editor.
  return inside.sort((a, b) => visibleBox(a).width * visibleBox(a).height - visibleBox(b).width * visibleBox(b).height)[0] ?? null;
}
