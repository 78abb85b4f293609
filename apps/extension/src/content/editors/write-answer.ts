import { editContextOf, type EditTarget, type WriteMode } from './edit-target.ts';
import { placeCaret, rememberCaret } from './place-caret.ts';
import { regionText, surroundings } from './read-back.ts';
import { refindRange, type TextSpot } from './refind-range.ts';
import { restoreText } from './restore-text.ts';
import { outcomeNow, settledBack, settleOutcome, type Expectation } from './write-outcome.ts';
import { strategiesFor, undoLastWrite, type WriteStrategy } from './write-strategies.ts';

export interface WriteResult {
  ok: boolean;
  /** The strategy the editor took, for tests and the benchmark. */
  strategy: WriteStrategy['name'] | null;
}

/** What goes between the text before the write point and the answer: nothing after whitespace, else a space or a line. */
function separator(before: string, target: EditTarget): string {
  if (!before || /\s$/.test(before)) return '';
  return target.element instanceof HTMLTextAreaElement && target.kind === 'field' ? '\n' : ' ';
}

/**
 * Writes the answer into the editor through its own input path, one strategy at a time, deciding after each from
 * the editor's text (decision 032): the answer there once, in place → done; twice → one undone; absent → the next
 * strategy; anything else → undone, and the next strategy only once the text is back as it was. So the answer is
 * never written twice, and `ok` (the card's "Inserted") is true only when the text shows it once. `ok: false`:
 * the caller copies the answer and says so.
 */
export async function writeAnswer(target: EditTarget, answer: string, mode: WriteMode, strategies = strategiesFor(target), restoring = false): Promise<WriteResult> {
  if (!target.element.isConnected) return { ok: false, strategy: null };
  const drawsOwnSelection = target.kind === 'context' || target.kind === 'proxy';
  if (drawsOwnSelection) await readOwnSelection(target);
  const around = surroundings(target);
  const insert = mode === 'insert';
  // An editor drawing its own selection cannot be given a caret from outside: Insert replaces the selection by itself
  // followed by the answer, which reads (and undoes) the same.
  const carry = insert && drawsOwnSelection;
  const lead = insert ? separator(around.before + around.selected, target) : '';
  const payload = `${carry ? around.selected : ''}${lead}${answer}`;
  const expected: Expectation = {
    original: regionText(target),
    around: { before: insert ? around.before + around.selected : around.before, after: around.after },
    written: lead + answer,
  };
  const spot = spotOf(target);
  for (const [attempt, strategy] of strategies.entries()) {
    // An attempt the editor took apart and put back may have moved a saved Range (Froala): find the place again.
    if (attempt > 0 && spot && target.kind === 'rich') target.range = refindRange(target.element, spot) ?? target.range;
    await placeCaret(target, insert && !carry);
    let outcome = await settleOutcome(target, expected, tryWrite(strategy, target, payload));
    if (outcome === 'twice') {
      undoLastWrite(target);
      outcome = await settleOutcome(target, expected, true);
    }
    if (outcome === 'once') {
      rememberCaret(target);
      takeBackLateCopy(target, expected);
      return { ok: true, strategy: strategy.name };
    }
    if (outcome === 'absent') continue;
    // Written wrong, or doubled and not cleanly undone: take it back through the editor's history, else write back
    // what the person had (never while already restoring); go on only once the text is exactly as it was.
    if (outcome === 'elsewhere') undoLastWrite(target);
    if (await settledBack(target, expected.original)) continue;
    if (restoring || !(await restoreText(target, expected.original, rewrite))) return { ok: false, strategy: null };
  }
  return { ok: false, strategy: null };
}

/** A contenteditable editor's selection as offsets in its text, to find again after each attempt. */
function spotOf(target: EditTarget): TextSpot | null {
  if (target.kind !== 'rich') return null;
  const { before, selected } = surroundings(target);
  return { text: regionText(target), start: before.length, end: before.length + selected.length };
}

/** A strategy that throws (an event type this browser lacks) claimed nothing; its effect, if any, is read back. */
function tryWrite(strategy: WriteStrategy, target: EditTarget, text: string): boolean {
  try {
    return strategy.write(target, text);
  } catch {
    return false;
  }
}

/** Writes back what a failed write removed, with the strategies suited to that part of the editor. */
const rewrite = async (part: EditTarget, text: string) => (await writeAnswer(part, text, 'replace', strategiesFor(part), true)).ok;

/**
 * An editor that draws its own selection (Monaco) writes where that selection is when it gets the input, which it
 * restores when focused: read it then, not when the card was opened. Read earlier, it could be the place of a click
 * the editor had not yet turned into its caret (a keypress right after moved it; a busy machine delays the update),
 * and the read-back then looked for the answer in the wrong place.
 */
async function readOwnSelection(target: Extract<EditTarget, { start: number }>): Promise<void> {
  await placeCaret(target, false);
  const context = editContextOf(target.element);
  const field = target.kind === 'proxy' ? target.element : null;
  const start = context ? context.selectionStart : field?.selectionStart;
  const end = context ? context.selectionEnd : field?.selectionEnd;
  if (typeof start === 'number' && typeof end === 'number') Object.assign(target, { start, end });
}

/**
 * An editor that applies a strategy's input late (after the read-back moved on) and then also a later strategy's
 * would show the answer twice: for a few frames after "Inserted", a second copy is undone.
 */
function takeBackLateCopy(target: EditTarget, expected: Expectation): void {
  const win = target.element.ownerDocument.defaultView;
  if (!win) return;
  let frames = 0;
  const check = () => {
    if (outcomeNow(target, expected) === 'twice') undoLastWrite(target);
    else if (++frames < 4) win.requestAnimationFrame(check);
  };
  win.requestAnimationFrame(check);
}
