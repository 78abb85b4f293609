import { promptPrefix } from '../actions/action-run.ts';
import type { Translate } from '../i18n/translate.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { el } from './panel-shell.ts';

/** Every entry the panel can run on a text: the built-in actions on offer, then every saved prompt. */
export function panelActions(settings: PageSettings): { id: string; label: string }[] {
  return [
    ...settings.actions.map((id) => ({ id, label: settings.labels[id] ?? id })),
    ...settings.prompts.map((p) => ({ id: `${promptPrefix}${p.id}`, label: p.name })),
  ];
}

/**
 * A text to work on, editable: pasted by the user (nothing selectable here, a PDF's selection) or recognised in an
 * image (OCR) for correction. Runs the chosen action on the text as it stands, on a real Enter (Ctrl+Enter) or click.
 */
export function showDraft(
  container: HTMLElement,
  t: Translate,
  settings: PageSettings,
  draft: { text: string; action?: string | undefined },
  run: (text: string, action: string) => void,
): HTMLTextAreaElement {
  const form = el('form', 'panel-draft');
  const label = el('label', 'panel-draft-label', t('panel.draftLabel'));
  const area = el('textarea', 'panel-draft-text');
  area.value = draft.text;
  area.maxLength = 100_000;
  area.placeholder = t('panel.empty');
  label.append(area);
  const row = el('div', 'panel-draft-row');
  const choose = el('label', 'panel-draft-action', t('panel.actionLabel'));
  const select = el('select', 'panel-select');
  const entries = panelActions(settings);
  for (const entry of entries) select.append(new Option(entry.label, entry.id));
  if (draft.action && entries.some((e) => e.id === draft.action)) select.value = draft.action;
  choose.append(select);
  const button = el('button', 'selecta-card-button selecta-primary', t('panel.run'));
  button.type = 'submit';
  row.append(choose, button);
  form.append(label, row);
  const submit = () => {
    const text = area.value.trim();
    if (text && select.value) run(text, select.value);
  };
  // An extension page: no page script can press these; Ctrl+Enter runs from the text field.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  area.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  });
  container.replaceChildren(form);
  // Keyboard first: the text is where the keys go (paste, correct, Ctrl+Enter).
  area.focus({ preventScroll: true });
  return area;
}
