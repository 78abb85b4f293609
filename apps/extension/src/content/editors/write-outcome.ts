import type { EditTarget } from './edit-target.ts';
import { copiesIn, nextFrame, regionText, wasWritten } from './read-back.ts';

/**
 * What one strategy did, read from the editor's text, never from whether the event was cancelled: editors apply
 * synthetic input they do not cancel (CKEditor 5 queues a `beforeinput` and types it 50 ms later; TinyMCE pastes
 * through a hidden element a task later) and cancel input they then write elsewhere.
 * - `once`: the answer is there once more than before, between the text that was around the write point;
 * - `twice`: it is there twice (or more) more than before;
 * - `absent`: the text is as it was;
 * - `elsewhere`: the text changed, and not into the answer once in place (written over the wrong selection, in part).
 */
export type Outcome = 'once' | 'twice' | 'absent' | 'elsewhere';

export interface Expectation {
  /** The editor's text before the strategy. */
  original: string;
  /** The text that must stay right before and right after the answer. */
  around: { before: string; after: string };
  /** What was written (the answer, with its leading space or line). */
  written: string;
}

// An editor that took the input may show it a frame or two later (Lexical, Slate, Draft.js, Monaco render then); one
// that changed something may still be on its way (TinyMCE's paste). Both frames and time must have passed: a busy
// machine's frames are slow, a hidden page's are 50 ms timers (see nextFrame).
const settleFrames = 6;
const settleMs = 400;
// An editor that neither cancelled the input nor changed anything gets this many frames before the next strategy.
const graceFrames = 1;

export function outcomeNow(target: EditTarget, expected: Expectation): Outcome {
  const now = regionText(target);
  const copies = copiesIn(now, expected.written) - copiesIn(expected.original, expected.written);
  if (copies >= 2) return 'twice';
  if (copies === 1 && wasWritten(target, expected.around, expected.written)) return 'once';
  return now === expected.original ? 'absent' : 'elsewhere';
}

/**
 * Reads the editor back after a strategy until its text settles the question: the answer in place on two reads a
 * frame apart (an editor may put back its own text: CKEditor 5 does after `execCommand`), or doubled, at once;
 * untouched after a grace frame when the editor did not claim the input, else after `settleMs`; anything else after
 * `settleMs`.
 */
export async function settleOutcome(target: EditTarget, expected: Expectation, claimed: boolean): Promise<Outcome> {
  const win = target.element.ownerDocument.defaultView;
  const start = performance.now();
  let last: Outcome | null = null;
  for (let frame = 0; ; frame++) {
    const outcome = outcomeNow(target, expected);
    if (outcome === 'twice' || (outcome === 'once' && last === 'once')) return outcome;
    if (outcome === 'absent' && !claimed && frame >= graceFrames) return outcome;
    if (!win || (frame >= settleFrames && performance.now() - start > settleMs)) return outcome;
    last = outcome;
    await nextFrame(win);
  }
}

/** Waits (as `settleOutcome` does) until the editor's text is `original` again: answers whether it is. */
export async function settledBack(target: EditTarget, original: string): Promise<boolean> {
  const win = target.element.ownerDocument.defaultView;
  const start = performance.now();
  for (let frame = 0; regionText(target) !== original; frame++) {
    if (!win || (frame >= settleFrames && performance.now() - start > settleMs)) return false;
    await nextFrame(win);
  }
  return true;
}
