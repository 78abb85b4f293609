// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { editorName } from './editor-name.ts';

const editor = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
};

describe('the name an "Insert into" button gives an editor', () => {
  it('is its label without the keyboard help editors append to it', () => {
    expect(editorName(editor({ 'aria-label': 'Reply box. Press Alt+0 for help.' }))).toBe('Reply box');
    expect(editorName(editor({ 'aria-label': 'Respuesta. Pulsa Alt + 0 para obtener ayuda.' }))).toBe('Respuesta');
    expect(editorName(editor({ 'aria-label': 'Rich Text Area. Press ALT-0 for help.' }))).toBe('Rich Text Area');
  });

  it('keeps a label that only mentions keys in passing, and cuts long ones', () => {
    expect(editorName(editor({ 'aria-label': 'Notes for Dr. Smith' }))).toBe('Notes for Dr. Smith');
    expect(editorName(editor({ 'aria-label': 'Alt-text for the image' }))).toBe('Alt-text for the image');
    expect(editorName(editor({ 'aria-label': 'Message to the customer, shown on the ticket page for them' }))).toBe('Message to the customer, shown on the ti');
  });

  it('is null when the page names it nowhere', () => {
    expect(editorName(editor({}))).toBeNull();
  });

  it("is its frame's title for the body of an editing frame the page names only by its frame (TinyMCE in Firefox)", () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    frame.title = 'Reply box';
    const body = frame.contentDocument!.body;
    body.contentEditable = 'true';
    expect(editorName(body)).toBe('Reply box');
  });
});
