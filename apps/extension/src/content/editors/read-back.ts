import { editContextOf, type EditTarget } from './edit-target.ts';

/** What the editor shows around the write point, read before writing. */
export interface Surroundings {
  before: string;
  selected: string;
  after: string;
}

// Editors differ in how they show spaces and line breaks (no-break spaces, zero-width fillers, one element per line):
// the read-back compares text without any of them.
const squash = (text: string) => text.replace(/(?:\s|\u00a0|\u200b|\u200c|\u200d|\ufeff)+/g, '');

/** The element whose text is the editor's visible text: for an editor drawn elsewhere, its nearest ancestor with text. */
function region(target: EditTarget): HTMLElement {
  if (target.kind === 'rich' || target.kind === 'field') return target.element;
  let node: HTMLElement | null = target.element;
  while (node && !squash(node.textContent ?? '')) node = node.parentElement;
  return node ?? target.element;
}

/** The editor's whole text as it reads now (a field's value is its model; rich editors are read from their DOM). */
export function regionText(target: EditTarget): string {
  if (target.kind === 'field') return target.element.value;
  return region(target).textContent ?? '';
}

export function surroundings(target: EditTarget): Surroundings {
  if (target.kind === 'rich') {
    const range = target.range;
    const head = range.cloneRange();
    head.selectNodeContents(target.element);
    head.setEnd(range.startContainer, range.startOffset);
    const tail = range.cloneRange();
    tail.selectNodeContents(target.element);
    tail.setStart(range.endContainer, range.endOffset);
    return { before: head.toString(), selected: range.toString(), after: tail.toString() };
  }
  const text = target.kind === 'context' ? (editContextOf(target.element)?.text ?? '') : target.element.value;
  return { before: text.slice(0, target.start), selected: text.slice(target.start, target.end), after: text.slice(target.end) };
}

/**
 * Whether the editor now shows `written` between the text that was before and after it: the answer arrived and
 * the neighbouring text is intact. Only the nearest 30 characters on each side and 60 of the answer's are compared,
 * because editors that draw only what is on screen (Monaco) do not show the rest.
 */
export function wasWritten(target: EditTarget, around: { before: string; after: string }, written: string): boolean {
  const now = squash(regionText(target));
  const answer = squash(written);
  const before = squash(around.before).slice(-30);
  const after = squash(around.after).slice(0, 30);
  return now.includes(before + answer.slice(0, 60)) && now.includes(answer.slice(-60) + after);
}

/**
 * Resolves after the page has had a frame to render (editors built on a framework update their view then). A hidden
 * page renders no frames: 50 ms stands for one. A visible one waits for the frame itself, however slow: on a busy
 * machine a frame took longer than the 50 ms this once allowed, and a read-back that gave up before Monaco drew the
 * answer it had taken tried the next strategy (decision 032). The long cap only guards a frame that never comes.
 */
export function nextFrame(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, win.document.visibilityState === 'hidden' ? 50 : 1000);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** How many times `written` shows in `text` (compared without whitespace, as `wasWritten` does). */
export function copiesIn(text: string, written: string): number {
  const needle = squash(written);
  if (!needle) return 0;
  return squash(text).split(needle).length - 1;
}
