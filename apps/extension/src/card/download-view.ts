import type { Locale } from '@selecta/shared/locales';
import type { Translate } from '../i18n/translate.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The on-device model's download: a progress bar with its percentage, and a way to cancel it. */
export interface DownloadView {
  root: HTMLElement;
  bar: HTMLProgressElement;
  label: HTMLElement;
  cancel: HTMLButtonElement;
}

export function buildDownloadView(t: Translate): DownloadView {
  const root = el('div', 'selecta-download');
  root.hidden = true;
  const label = el('span', 'selecta-download-label');
  label.id = 'selecta-download-label';
  const bar = el('progress', 'selecta-download-bar');
  bar.max = 1;
  bar.setAttribute('aria-labelledby', label.id);
  const cancel = el('button', 'selecta-card-button selecta-download-cancel', t('card.downloadCancel'));
  cancel.type = 'button';
  cancel.addEventListener('mousedown', (event) => event.preventDefault());
  root.append(label, bar, cancel);
  return { root, bar, label, cancel };
}

/** Shows how much of the model has arrived (0…1), or hides the download once the model is ready (null). */
export function showDownload(view: DownloadView, loaded: number | null, t: Translate, locale: Locale): void {
  view.root.hidden = loaded === null;
  if (loaded === null) return;
  const share = Math.min(1, Math.max(0, loaded));
  view.bar.value = share;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  view.label.textContent = t('card.downloading', { percent });
}
