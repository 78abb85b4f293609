// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { refindRange } from './refind-range.ts';

function editor(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('finding a selection again by its text', () => {
  it('answers the same characters at the same offsets when the text is unchanged, whatever the nodes now are', () => {
    const root = editor('<p>Hello <span>wor</span>ld from the editor</p>');
    const range = refindRange(root, { text: 'Hello world from the editor', start: 6, end: 11 })!;
    expect(range.toString()).toBe('world');
  });

  it('puts a caret after the text before it (the end of the editor, for Insert)', () => {
    const root = editor('<p>Hello</p><p>world</p>');
    const range = refindRange(root, { text: 'Helloworld', start: 10, end: 10 })!;
    expect(range.collapsed).toBe(true);
    expect([range.startContainer.textContent, range.startOffset]).toEqual(['world', 5]);
  });

  it('follows the text around it when something else changed, and gives up when that text shows twice', () => {
    const moved = editor('<p>New line. Hello world from the editor</p>');
    expect(refindRange(moved, { text: 'Hello world from the editor', start: 6, end: 11 })!.toString()).toBe('world');
    const twice = editor('<p>Hello world from the editor Hello world from the editor</p>');
    expect(refindRange(twice, { text: 'Hello world from the editor', start: 6, end: 11 })).toBeNull();
  });
});
