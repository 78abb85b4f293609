import { raise } from './toolbar.ts';

/** How long a notice stays, unless the user clicks or types first. */
const shownMs = 5_000;

/**
 * A short line in the page's top corner, dressed as the pick-mode hint (selection-ui.css): what happened to a shortcut
 * that had nothing to run on. It goes at the next click or key, or after a few seconds. Text only.
 */
export function showPageNotice(container: HTMLElement, text: string): void {
  container.querySelector('.selecta-page-notice')?.remove();
  const notice = document.createElement('div');
  notice.className = 'selecta-pick-hint selecta-page-notice';
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  container.append(notice);
  raise(notice);
  const remove = () => {
    notice.remove();
    document.removeEventListener('mousedown', remove, true);
    document.removeEventListener('keydown', remove, true);
  };
  document.addEventListener('mousedown', remove, true);
  document.addEventListener('keydown', remove, true);
  setTimeout(remove, shownMs);
}
