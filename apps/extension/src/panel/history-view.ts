import type { Translate } from '../i18n/translate.ts';
import { historyJson, historyMarkdown } from '../history/history-export.ts';
import type { HistorySummary } from '../history/history-schema.ts';
import { allEntries, clearHistory, deleteEntry, listEntries } from '../history/history-store.ts';
import { el } from './panel-shell.ts';

export interface HistoryViewOptions {
  t: Translate;
  locale: string;
  /** The history is kept (the user's setting, or the organisation's). */
  enabled: boolean;
  /** The organisation decides (the switch is shown disabled, and says so). */
  locked: boolean;
  setEnabled(on: boolean): Promise<void>;
  reopen(id: string): void;
  back(): void;
}

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el('a', '');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The answers kept in this browser: search (every word, in the text, answers, page title and address), open one again,
 * delete one, clear all, export (JSON, Markdown), and the switch that keeps it or not. Everything is text.
 */
export function showHistory(container: HTMLElement, options: HistoryViewOptions): void {
  const { t } = options;
  const root = el('section', 'panel-history');
  root.setAttribute('aria-label', t('history.title'));
  const top = el('div', 'panel-history-top');
  const back = el('button', 'panel-button', `‹ ${t('history.back')}`);
  back.type = 'button';
  back.addEventListener('click', options.back);
  const heading = el('h2', 'panel-heading', t('history.title'));
  top.append(back, heading);

  const keep = el('label', 'panel-switch');
  const box = el('input', '');
  box.type = 'checkbox';
  box.checked = options.enabled;
  box.disabled = options.locked;
  keep.append(box, t('history.keep'));
  const where = el('p', 'panel-hint', options.locked && !options.enabled ? t('history.offByPolicy') : options.enabled ? t('history.where') : t('history.off'));
  box.addEventListener('change', () => void options.setEnabled(box.checked));

  const search = el('input', 'panel-search');
  search.type = 'search';
  search.placeholder = t('history.search');
  search.setAttribute('aria-label', t('history.search'));
  const tools = el('div', 'panel-row');
  const exportJson = el('button', 'panel-button', t('history.exportJson'));
  const exportMarkdown = el('button', 'panel-button', t('history.exportMarkdown'));
  const clear = el('button', 'panel-button panel-danger', t('history.clear'));
  for (const button of [exportJson, exportMarkdown, clear]) button.type = 'button';
  tools.append(exportJson, exportMarkdown, clear);
  const list = el('ul', 'panel-history-list');
  list.setAttribute('aria-live', 'polite');
  root.append(top, keep, where, search, tools, list);
  container.replaceChildren(root);

  const when = new Intl.DateTimeFormat(options.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const row = (summary: HistorySummary) => {
    const item = el('li', 'panel-history-item');
    item.dataset.id = summary.id;
    const title = el('p', 'panel-history-title', summary.title);
    const page = el('p', 'panel-history-page', [summary.sourceTitle || summary.url, when.format(summary.updatedAt)].filter(Boolean).join(' · '));
    const snippet = el('p', 'panel-history-snippet', summary.snippet);
    const actions = el('div', 'panel-row');
    const open = el('button', 'panel-button', t('history.reopen'));
    const remove = el('button', 'panel-button', t('history.delete'));
    open.type = remove.type = 'button';
    open.addEventListener('click', () => options.reopen(summary.id));
    remove.addEventListener('click', () => void deleteEntry(summary.id).then(refresh));
    actions.append(open, remove);
    item.append(title, page, snippet, actions);
    return item;
  };
  let generation = 0;
  const refresh = async () => {
    const current = ++generation;
    const started = performance.now();
    const found = await listEntries(search.value);
    if (current !== generation) return;
    list.replaceChildren(...found.map(row));
    if (!found.length) list.append(el('li', 'panel-hint', search.value.trim() ? t('history.noMatch') : t('history.empty')));
    // The benchmark reads this (bench/panel-history.ts): from the query to the list shown.
    performance.measure('selecta:history-search', { start: started, end: performance.now() });
    root.dataset.results = String(found.length);
  };
  search.addEventListener('input', () => void refresh());
  exportJson.addEventListener('click', () => void allEntries().then((entries) => download('selecta-history.json', 'application/json', historyJson(entries))));
  exportMarkdown.addEventListener('click', () => void allEntries().then((entries) => download('selecta-history.md', 'text/markdown', historyMarkdown(entries, t, options.locale))));
  clear.addEventListener('click', () => {
    if (confirm(t('history.clearConfirm'))) void clearHistory().then(refresh);
  });
  void refresh();
  search.focus();
}
