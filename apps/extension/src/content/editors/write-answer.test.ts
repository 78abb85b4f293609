// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { EditTarget } from './edit-target.ts';
import { writeAnswer } from './write-answer.ts';
import type { WriteStrategy } from './write-strategies.ts';

// The rule of decision 032, on editors that take input the ways real ones do: each strategy's outcome is read from
// the text, never from whether the event was cancelled, and the answer never ends up there twice.
const answer = 'Thanks, it ships today.';
const start = 'Hello world';

/** A field whose value is the model, with an undo history its `historyUndo` beforeinput steps back through. */
function editor() {
  const field = document.body.appendChild(document.createElement('textarea'));
  field.value = start;
  const history: string[] = [];
  field.addEventListener('beforeinput', (event) => {
    if (event.inputType !== 'historyUndo' || history.length === 0) return;
    event.preventDefault();
    field.value = history.pop()!;
  });
  const set = (value: string) => {
    history.push(field.value);
    field.value = value;
  };
  const target: EditTarget = { kind: 'field', element: field, start: start.length, end: start.length };
  return { field, set, target };
}

const later = (ms: number, fn: () => void) => void setTimeout(fn, ms);
const strategy = (name: WriteStrategy['name'], write: (text: string) => boolean) => {
  const used = { count: 0 };
  return { used, strategy: { name, write: (_target: EditTarget, text: string) => (used.count++, write(text)) } satisfies WriteStrategy };
};

// jsdom has no execCommand (the browser's undo, tried when the editor does not take `historyUndo`): it does nothing.
document.execCommand = () => false;
afterEach(() => document.body.replaceChildren());

describe('writing an answer, strategy by strategy, read back from the text', () => {
  it('takes the first strategy the editor applies without cancelling it (TinyMCE, a task later), and tries no other', async () => {
    const { set, target } = editor();
    const first = strategy('paste', (text) => (later(0, () => set(`${start}${text}`)), false));
    const second = strategy('execCommand', (text) => (set(`${start}${text}`), true));
    const result = await writeAnswer(target, answer, 'insert', [first.strategy, second.strategy]);
    expect(result).toEqual({ ok: true, strategy: 'paste' });
    expect(target.element.value).toBe(`${start}\n${answer}`);
    expect(second.used.count).toBe(0);
  });

  it('goes on to the next strategy when the text is untouched, and says so only when the answer is there', async () => {
    const { set, target } = editor();
    const ignored = strategy('paste', () => false);
    const claimedNothing = strategy('beforeinput', () => true);
    const taken = strategy('execCommand', (text) => (set(`${start}${text}`), true));
    const result = await writeAnswer(target, answer, 'insert', [ignored.strategy, claimedNothing.strategy, taken.strategy]);
    expect(result).toEqual({ ok: true, strategy: 'execCommand' });
    expect(target.element.value).toBe(`${start}\n${answer}`);
  });

  it('undoes one copy when a strategy writes the answer twice', async () => {
    const { set, target } = editor();
    const twice = strategy('paste', (text) => (set(`${start}${text}`), set(`${start}${text}${text}`), true));
    expect(await writeAnswer(target, answer, 'insert', [twice.strategy])).toEqual({ ok: true, strategy: 'paste' });
    expect(target.element.value).toBe(`${start}\n${answer}`);
  });

  it('undoes a write over the wrong place and tries the next strategy only once the text is back', async () => {
    const { set, target } = editor();
    const misplaced = strategy('paste', (text) => (set(`${text.trim()}${start}`), true));
    const right = strategy('execCommand', (text) => (set(`${start}${text}`), true));
    expect(await writeAnswer(target, answer, 'insert', [misplaced.strategy, right.strategy])).toEqual({ ok: true, strategy: 'execCommand' });
    expect(target.element.value).toBe(`${start}\n${answer}`);
  });

  it('stops, and reports failure, when a wrong write cannot be undone (no second copy is risked)', async () => {
    const { field, target } = editor();
    const junk = strategy('paste', () => ((field.value = `${start} ${answer.slice(0, 5)}`), true));
    const next = strategy('execCommand', () => true);
    expect(await writeAnswer(target, answer, 'insert', [junk.strategy, next.strategy])).toEqual({ ok: false, strategy: null });
    expect(next.used.count).toBe(0);
  });

  it('takes back a copy that arrives late, after the next strategy wrote (CKEditor 5 types a queued beforeinput 50 ms on)', async () => {
    const { set, target, field } = editor();
    const queued = strategy('beforeinput', (text) => (later(40, () => set(`${field.value}${text}`)), false));
    const taken = strategy('paste', (text) => (set(`${start}${text}`), true));
    expect(await writeAnswer(target, answer, 'insert', [queued.strategy, taken.strategy])).toEqual({ ok: true, strategy: 'paste' });
    await expect.poll(() => field.value, { timeout: 1000 }).toBe(`${start}\n${answer}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field.value).toBe(`${start}\n${answer}`);
  });

  it('says nothing was written when no strategy changed the text', async () => {
    const { target } = editor();
    const none = [strategy('paste', () => false).strategy, strategy('execCommand', () => false).strategy];
    expect(await writeAnswer(target, answer, 'replace', none)).toEqual({ ok: false, strategy: null });
    expect(target.element.value).toBe(start);
  });
});
