// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { EditTarget } from './edit-target.ts';
import { textDiff } from './restore-text.ts';
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

  it('writes back what a wrong write added and its undo left (no history), then tries the next strategy', async () => {
    const { field, set, target } = editor();
    const junk = strategy('paste', () => ((field.value = `${start} ${answer.slice(0, 5)}`), true));
    const next = strategy('execCommand', (text) => (set(`${start}${text}`), true));
    expect(await writeAnswer(target, answer, 'insert', [junk.strategy, next.strategy])).toEqual({ ok: true, strategy: 'execCommand' });
    expect(field.value).toBe(`${start}\n${answer}`);
  });

  it('stops, and reports failure, when a wrong write cannot be undone nor written back (no second copy is risked)', async () => {
    const { field, target } = editor();
    const junk = `${start} ${answer.slice(0, 5)}`;
    // A page that puts its own value back on every input: nothing written reaches its model.
    field.addEventListener('input', () => (field.value = junk));
    const junkWrite = strategy('paste', () => ((field.value = junk), true));
    const next = strategy('execCommand', () => true);
    expect(await writeAnswer(target, answer, 'insert', [junkWrite.strategy, next.strategy])).toEqual({ ok: false, strategy: null });
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

  it('finds a contenteditable selection again by its text after an attempt rebuilt the DOM under it (Froala)', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.contentEditable = 'true';
    root.innerHTML = '<p>Hello <b>big</b> world from here</p>';
    const text = root.querySelector('p')!.lastChild as Text;
    const range = document.createRange();
    range.setStart(text, 1);
    range.setEnd(text, 6);
    const target: EditTarget = { kind: 'rich', element: root, range };
    // Froala's answer to a synthetic paste: markers around the selection, then its text merged back into new nodes,
    // which leaves a saved Range at the start of the paragraph.
    const rebuilt = strategy('paste', () => {
      const p = root.querySelector('p')!;
      p.replaceChildren('Hello ', Object.assign(document.createElement('b'), { textContent: 'big' }), ' world from here');
      return false;
    });
    const atSelection = strategy('execCommand', (written) => {
      const selected = document.getSelection()!.getRangeAt(0);
      selected.deleteContents();
      selected.insertNode(document.createTextNode(written));
      return true;
    });
    expect(await writeAnswer(target, answer, 'replace', [rebuilt.strategy, atSelection.strategy])).toEqual({ ok: true, strategy: 'execCommand' });
    expect(root.textContent).toBe(`Hello big ${answer} from here`);
  });

  // Firefox's Monaco, CKEditor 5 and Quill took a paste they could not read as an empty one (decision 041).
  it('puts back the words a write deleted without writing anything, then falls back with the text as it was', async () => {
    const { field } = editor();
    const target: EditTarget = { kind: 'field', element: field, start: 6, end: 11 };
    const emptyPaste = strategy('paste', () => ((field.value = 'Hello '), true));
    expect(await writeAnswer(target, answer, 'replace', [emptyPaste.strategy])).toEqual({ ok: false, strategy: null });
    expect(field.value).toBe(start);
  });

  it('in a contenteditable editor, writes the deleted words back at their place through its own input', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.contentEditable = 'true';
    root.append('Hello ', 'world', ' and more');
    // An editor that applies a `beforeinput` insertText at the page's selection and cancels it, as Lexical does.
    root.addEventListener('beforeinput', (event) => {
      if (event.inputType !== 'insertText') return;
      event.preventDefault();
      document.getSelection()!.getRangeAt(0).insertNode(document.createTextNode(event.data ?? ''));
    });
    const range = document.createRange();
    range.selectNodeContents(root.childNodes[1]!);
    const target: EditTarget = { kind: 'rich', element: root, range };
    const emptyPaste = strategy('paste', () => (root.childNodes[1]!.remove(), true));
    expect(await writeAnswer(target, answer, 'replace', [emptyPaste.strategy])).toEqual({ ok: false, strategy: null });
    expect(root.textContent).toBe('Hello world and more');
  });
});

describe('textDiff', () => {
  it('finds what a write removed and added between the text it kept', () => {
    expect(textDiff('Hello world from', 'Hello  from')).toEqual({ start: 6, removed: 'world', added: '' });
    expect(textDiff('Hello', 'Hello there')).toEqual({ start: 5, removed: '', added: ' there' });
    expect(textDiff('aaa', 'aXa')).toEqual({ start: 1, removed: 'a', added: 'X' });
  });
});
