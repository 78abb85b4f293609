import type { Translate } from '../i18n/translate.ts';
import type { PanelSource } from '../messaging/panel-messages.ts';

/** The panel's fixed parts: where the text came from, a line of notice, and the area the work shows in. */
export interface PanelShell {
  source: HTMLElement;
  notice: HTMLElement;
  work: HTMLElement;
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export function buildShell(root: HTMLElement): PanelShell {
  const source = el('p', 'panel-source');
  source.hidden = true;
  const notice = el('p', 'panel-notice');
  notice.setAttribute('role', 'status');
  notice.hidden = true;
  const work = el('section', 'panel-work');
  root.replaceChildren(source, notice, work);
  return { source, notice, work };
}

/** "From <title>" and the page's address, as text; hidden without a source. */
export function showSource(shell: PanelShell, t: Translate, source: PanelSource | null | undefined): void {
  // A pasted text comes from nowhere in particular: nothing to say.
  const shown = source && (source.title || source.url) ? source : null;
  shell.source.hidden = !shown;
  if (!shown) return shell.source.replaceChildren();
  source = shown;
  const title = el('span', 'panel-source-title', t('panel.from', { title: source.title || source.url }));
  const url = el('span', 'panel-source-url', source.url);
  url.title = source.url;
  shell.source.replaceChildren(title, url);
}

/** A line above the work (a note, an explanation, progress); `null` hides it. */
export function showNotice(shell: PanelShell, text: string | null, tone: 'info' | 'explain' = 'info'): void {
  shell.notice.hidden = text === null;
  shell.notice.textContent = text ?? '';
  shell.notice.dataset.tone = tone;
}
