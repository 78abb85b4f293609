// A sentence of keyboard help after the name is not part of it: CKEditor 5 labels its editable "<label>. Press Alt+0
// for help.", TinyMCE "Rich Text Area. Press ALT-0 for help."
const keyHelp = /[.!?]\s+[^.!?]*\b(?:alt|ctrl|control|shift|cmd|option|meta)\s*[+-]\s*\S+.*$/i;

const clean = (text: string | null | undefined) =>
  (text ?? '').split('\n')[0]!.replace(/\s+/g, ' ').trim().replace(keyHelp, '').replace(/[.:]$/, '').trim().slice(0, 40);

/**
 * An editing frame's body is named by its frame in Firefox: TinyMCE labels the body in other browsers and gives
 * Firefox only the iframe's title. Read when the frame is of the same origin (else `frameElement` is null).
 */
function frameName(element: HTMLElement): (string | null)[] {
  const doc = element.ownerDocument;
  const frame = element === doc.body ? doc.defaultView?.frameElement : null;
  return frame ? [frame.getAttribute('aria-label'), frame.getAttribute('title')] : [];
}

/**
 * What the page calls an editor, to name it in the "Insert into" button: its label as a screen reader would say it
 * (aria-label, aria-labelledby, a <label>), else its placeholder or title. Null when the page gives it no name.
 */
export function editorName(element: HTMLElement): string | null {
  const doc = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  const candidates = [
    element.getAttribute('aria-label'),
    labelledBy ? labelledBy.split(/\s+/).map((id) => doc.getElementById(id)?.textContent ?? '').join(' ') : null,
    'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ') : null,
    element.getAttribute('placeholder'),
    element.getAttribute('aria-placeholder'),
    element.dataset.placeholder,
    element.title,
    ...frameName(element),
  ];
  for (const candidate of candidates) {
    const name = clean(candidate);
    if (name) return name;
  }
  return null;
}
