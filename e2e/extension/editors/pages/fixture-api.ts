/**
 * What every fixture page exposes to the tests: the editor's text read from its MODEL (its own API, never the DOM),
 * and when the model last changed (performance.now(), for the Insert-to-model timing).
 */
export interface EditorFixture {
  /** Editor.js answers its model through a promise (`save()`). */
  text(): string | Promise<string>;
  changedAt: number;
  /** Backspace through the editor's own command, where the browser's editing does not reach its text (Monaco). */
  deleteSelection?: () => void;
}

/** The page's starting text in every editor, and its label (the name the "Insert into" button shows). */
export const initialText = 'Hello world from the editor';
export const editorLabel = 'Reply box';

declare global {
  interface Window {
    fixture: EditorFixture;
    /** When the last trusted mouse button was released (the click on Insert), by the page's clock. */
    lastMouseUp: number;
  }
}

export function expose(text: () => string | Promise<string>): (() => void) {
  window.fixture = { text, changedAt: 0 };
  addEventListener('mouseup', (event) => event.isTrusted && (window.lastMouseUp = performance.now()), true);
  return () => (window.fixture.changedAt = performance.now());
}
