import { maxPromptChars } from '@selecta/shared/prompt';
import type { Translate } from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/en.ts';
import { buildDownloadView, type DownloadView } from './download-view.ts';

export type CardButton = 'copy' | 'insert' | 'replace' | 'retry' | 'stop' | 'onDevice' | 'panel';

export interface CardView {
  root: HTMLElement;
  output: HTMLElement;
  status: HTMLElement;
  promptForm: HTMLFormElement | null;
  promptInput: HTMLInputElement | null;
  promptRun: HTMLButtonElement | null;
  buttons: Record<CardButton, HTMLButtonElement>;
  closeButton: HTMLButtonElement;
  /** Where the card is dragged from. */
  header: HTMLElement;
  /** "On this device", shown while and after an answer runs on the device. */
  where: HTMLElement;
  download: DownloadView;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function actionButton(t: Translate, key: MessageKey, name: string): HTMLButtonElement {
  const button = el('button', `selecta-card-button selecta-${name}`, t(key));
  button.type = 'button';
  // Keep focus (and the selection) in the page's field until we write into it.
  button.addEventListener('mousedown', (event) => event.preventDefault());
  return button;
}

const svgNs = 'http://www.w3.org/2000/svg';

/** "Open in side panel": an icon (a window with its right-hand panel) named by its label, beside Close. */
function panelButton(t: Translate): HTMLButtonElement {
  const button = actionButton(t, 'panel.openInPanel', 'open-panel');
  button.className = 'selecta-card-close selecta-open-panel';
  button.textContent = '';
  button.setAttribute('aria-label', t('panel.openInPanel'));
  button.title = t('panel.openInPanel');
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', 'M4 4h16a1 1 0 011 1v14a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1zm1 2v12h9V6H5zm11 0v12h3V6h-3z');
  svg.append(path);
  button.append(svg);
  return button;
}

/** The card's DOM; the answer is only ever set as text. */
export function buildCardView(t: Translate, title: string, needsPrompt: boolean, canWrite: boolean): CardView {
  const root = el('div', 'selecta-card');
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', title);
  const header = el('div', 'selecta-card-header');
  const closeButton = el('button', 'selecta-card-close', '×');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', t('card.close'));
  closeButton.title = t('card.close');
  const where = el('span', 'selecta-where', t('card.onDevice'));
  where.hidden = true;
  header.append(el('span', 'selecta-card-title', title), where);

  let promptForm: HTMLFormElement | null = null;
  let promptInput: HTMLInputElement | null = null;
  let promptRun: HTMLButtonElement | null = null;
  if (needsPrompt) {
    promptForm = el('form', 'selecta-prompt');
    promptInput = el('input', 'selecta-prompt-input');
    promptInput.placeholder = t('card.promptPlaceholder');
    promptInput.setAttribute('aria-label', t('card.promptPlaceholder'));
    promptInput.maxLength = maxPromptChars;
    promptRun = el('button', 'selecta-card-button selecta-primary', t('card.promptRun'));
    promptRun.type = 'submit';
    promptForm.append(promptInput, promptRun);
  }

  const output = el('div', 'selecta-output');
  output.setAttribute('aria-live', 'polite');
  const status = el('div', 'selecta-status');
  status.setAttribute('role', 'status');
  const buttons: Record<CardButton, HTMLButtonElement> = {
    copy: actionButton(t, 'card.copy', 'copy'),
    insert: actionButton(t, 'card.insert', 'insert'),
    replace: actionButton(t, 'card.replace', 'replace'),
    retry: actionButton(t, 'card.retry', 'retry'),
    stop: actionButton(t, 'card.stop', 'stop'),
    onDevice: actionButton(t, 'card.answerOnDevice', 'on-device selecta-primary'),
    panel: panelButton(t),
  };
  buttons.onDevice.hidden = true;
  const download = buildDownloadView(t);
  const footer = el('div', 'selecta-card-footer');
  footer.append(buttons.copy, ...(canWrite ? [buttons.insert, buttons.replace] : []), buttons.onDevice, buttons.retry, buttons.stop);
  // In the header, beside Close: the footer stays one row in a short frame (an editor's own iframe).
  const tools = el('span', 'selecta-card-tools');
  tools.append(buttons.panel, closeButton);
  header.append(tools);
  root.append(header, ...(promptForm ? [promptForm] : []), download.root, output, status, footer);
  return { root, output, status, promptForm, promptInput, promptRun, buttons, closeButton, header, where, download };
}

/** Shows an error message with an optional link (opened in a new tab). */
export function showStatus(status: HTMLElement, message: string, link: { label: string; href: string } | null, tone: 'error' | 'info'): void {
  status.replaceChildren(message);
  status.dataset.tone = tone;
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer';
    anchor.textContent = link.label;
    status.append(' ', anchor);
  }
  keepAboveActions(status);
}

/**
 * In a frame too short for the whole card, the card scrolls with its actions held at its foot (selection-ui.css): a
 * new message is scrolled into view above them, or the user would not see that the answer was inserted.
 */
function keepAboveActions(status: HTMLElement): void {
  const card = status.closest<HTMLElement>('.selecta-card');
  const footer = card?.querySelector('.selecta-card-footer');
  if (!card || !footer || card.scrollHeight <= card.clientHeight) return;
  const hidden = status.getBoundingClientRect().bottom - footer.getBoundingClientRect().top;
  if (hidden > 0) card.scrollTop += hidden;
}
