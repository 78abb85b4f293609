// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditTarget } from './edit-target.ts';
import { undoLastWrite } from './write-strategies.ts';

/** An element that logs what reaches it: the undo keys (taken when `takesKeys`), `historyUndo`, the browser's undo. */
function editor(element: HTMLElement, takesKeys: boolean) {
  const seen: string[] = [];
  element.addEventListener('keydown', (event) => {
    seen.push(`keys ${event.ctrlKey ? 'Ctrl' : ''}${event.metaKey ? 'Meta' : ''}+${event.keyCode}`);
    if (takesKeys) event.preventDefault();
  });
  element.addEventListener('beforeinput', (event) => seen.push(event.inputType));
  document.execCommand = vi.fn((command: string) => (seen.push(`execCommand ${command}`), true));
  return seen;
}

afterEach(() => document.body.replaceChildren());

describe('undoing a write that failed', () => {
  // Monaco's paste handler deleted the selection in its model alone (decision 041): only its own undo brings it back.
  it('gives an editor that draws its own text its own Ctrl+Z by key code, and nothing more when it takes it', () => {
    const relay = document.body.appendChild(document.createElement('textarea'));
    const seen = editor(relay, true);
    undoLastWrite({ kind: 'proxy', element: relay, start: 0, end: 0 });
    expect(seen).toEqual(['keys Ctrl+90']);
  });

  it('goes on to historyUndo and the browser undo when such an editor ignores the keys', () => {
    const relay = document.body.appendChild(document.createElement('textarea'));
    const seen = editor(relay, false);
    undoLastWrite({ kind: 'proxy', element: relay, start: 0, end: 0 });
    expect(seen).toEqual(['keys Ctrl+90', 'historyUndo', 'execCommand undo']);
  });

  it('sends no keys to a field or a contenteditable editor, which undo through historyUndo', () => {
    const field = document.body.appendChild(document.createElement('textarea'));
    const rich = document.body.appendChild(document.createElement('div'));
    const targets: EditTarget[] = [
      { kind: 'field', element: field, start: 0, end: 0 },
      { kind: 'rich', element: rich, range: document.createRange() },
    ];
    for (const target of targets) {
      const seen = editor(target.element, true);
      undoLastWrite(target);
      expect(seen).toEqual(['historyUndo', 'execCommand undo']);
    }
  });
});
