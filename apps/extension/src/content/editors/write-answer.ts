import type { EditTarget, WriteMode } from './edit-target.ts';
import { placeCaret, rememberCaret } from './place-caret.ts';
import { confirmWritten, regionText, surroundings } from './read-back.ts';
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
 * Writes the answer into the editor through its own input path, trying each strategy that fits the target until
 * reading the editor back shows the answer in place with its neighbours intact. A strategy that changed the text
 * without passing is undone, and then nothing else is tried (no second copy). `ok: false` means: fall back.
 */
export async function writeAnswer(target: EditTarget, answer: string, mode: WriteMode): Promise<WriteResult> {
  if (!target.element.isConnected) return { ok: false, strategy: null };
  const around = surroundings(target);
  const insert = mode === 'insert';
  // An editor drawing its own selection cannot be given a caret from outside: Insert replaces the selection by itself
  // followed by the answer, which reads (and undoes) the same.
  const carry = insert && (target.kind === 'context' || target.kind === 'proxy');
  const lead = insert ? separator(around.before + around.selected, target) : '';
  const payload = `${carry ? around.selected : ''}${lead}${answer}`;
  const expected = { before: insert ? around.before + around.selected : around.before, after: around.after };
  for (const strategy of strategiesFor(target)) {
    const original = regionText(target);
    await placeCaret(target, insert && !carry);
    if (strategy.write(target, payload) && (await confirmWritten(target, expected, lead + answer))) {
      rememberCaret(target);
      return { ok: true, strategy: strategy.name };
    }
    // Not claimed, or claimed and not confirmed within a few frames: anything changed is junk to take back.
    if (regionText(target) !== original) {
      undoLastWrite(target);
      return { ok: false, strategy: null };
    }
  }
  return { ok: false, strategy: null };
}
