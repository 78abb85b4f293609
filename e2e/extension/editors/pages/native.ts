import { editorLabel, expose, initialText } from './fixture-api.ts';

// A textarea, an input or a plain contenteditable: the element itself is the model.
const kind = new URLSearchParams(location.search).get('kind') ?? 'textarea';
const host = document.querySelector<HTMLElement>('#editor')!;
const element = kind === 'contenteditable' ? document.createElement('div') : document.createElement(kind === 'input' ? 'input' : 'textarea');
element.setAttribute('aria-label', editorLabel);
element.id = 'native';
if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
  element.value = initialText;
  if (element instanceof HTMLInputElement) element.size = 50;
  else Object.assign(element, { rows: 4, cols: 50 });
} else {
  element.contentEditable = 'true';
  element.textContent = initialText;
}
host.append(element);
const changed = expose(() => (element instanceof HTMLElement && 'value' in element ? String(element.value) : (element.textContent ?? '').replaceAll('\u00a0', ' ')));
element.addEventListener('input', changed);
