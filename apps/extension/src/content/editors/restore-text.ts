import type { EditTarget } from './edit-target.ts';
import { pageInputEvent } from './page-events.ts';
import { placeCaret } from './place-caret.ts';
import { regionText } from './read-back.ts';
import { settledBack } from './write-outcome.ts';

/** Where `now` differs from `original`: the offset of the first difference, what was there, and what is there now. */
export function textDiff(original: string, now: string): { start: number; removed: string; added: string } {
  let start = 0;
  while (start < original.length && start < now.length && original[start] === now[start]) start++;
  let tail = 0;
  const room = Math.min(original.length, now.length) - start;
  while (tail < room && original[original.length - 1 - tail] === now[now.length - 1 - tail]) tail++;
  return { start, removed: original.slice(start, original.length - tail), added: now.slice(start, now.length - tail) };
}

/** A range over the text offsets [start, end) of `root`'s text (as `textContent` counts them). */
export function rangeAt(root: HTMLElement, start: number, end: number): Range {
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start <= seen + length) {
      range.setStart(node, start - seen);
      range.collapse(true);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      break;
    }
    seen += length;
  }
  return range;
}

/** The part of the editor that now differs from its text before the write, as a target to write over. */
function diffTarget(target: EditTarget, start: number, end: number): EditTarget | null {
  if (target.kind === 'field') return { kind: 'field', element: target.element, start, end };
  if (target.kind === 'rich') return { kind: 'rich', element: target.element, range: rangeAt(target.element, start, end) };
  // An editor that draws its own text (Monaco) shows only part of it: its offsets are not the DOM's. Undo alone.
  return null;
}

/**
 * Deletes the target's selection through the editor's input path (its `beforeinput`), else the browser's editing;
 * a field's value is its model, so a field the browser did not edit has the part cut from its value.
 */
async function deleteSelection(target: EditTarget, original: string): Promise<void> {
  await placeCaret(target, false);
  const event = pageInputEvent(target.element.ownerDocument, 'beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'deleteContentBackward' });
  target.element.dispatchEvent(event);
  if (!event.defaultPrevented) target.element.ownerDocument.execCommand('delete');
  if (target.kind === 'field' && regionText(target) !== original) {
    target.element.setRangeText('', target.start, target.end, 'end');
    target.element.dispatchEvent(pageInputEvent(target.element.ownerDocument, 'input', { bubbles: true, inputType: 'deleteContentBackward' }));
  }
}

export type Rewrite = (target: EditTarget, text: string) => Promise<boolean>;

/**
 * Puts the person's text back exactly when a write changed it and its undo did not (decision 041: Firefox's editors
 * took an unreadable paste as an empty one and deleted the selection). What differs is written over with what was
 * there, through the editor's own input (`rewrite`, the same strategies as the answer), or deleted when the write
 * only added. Answers whether the editor's text is `original` again.
 */
export async function restoreText(target: EditTarget, original: string, rewrite: Rewrite): Promise<boolean> {
  const { start, removed, added } = textDiff(original, regionText(target));
  const part = diffTarget(target, start, start + added.length);
  if (!part) return false;
  if (removed) await rewrite(part, removed);
  else await deleteSelection(part, original);
  return settledBack(target, original);
}
