import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { rovingFocus } from './toolbar-keys.ts';

export interface ToolbarButton {
  id: string;
  label: string;
  icon: string | null;
}

export interface Anchor {
  rect: () => DOMRect;
  contextElement: Element;
}

const svgNs = 'http://www.w3.org/2000/svg';

function button(item: ToolbarButton, onPick: (id: string) => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'selecta-button';
  element.dataset.action = item.id;
  element.title = item.label;
  if (item.icon) {
    const svg = document.createElementNS(svgNs, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('d', item.icon);
    svg.append(path);
    element.append(svg);
  }
  const label = document.createElement('span');
  label.textContent = item.label;
  element.append(label);
  // Keep the page's selection and focus (the field we may write into) when a button is pressed.
  element.addEventListener('mousedown', (event) => event.preventDefault());
  // Only a real click or key press: a page script's `click()` or dispatched event must not spend the user's quota.
  element.addEventListener('click', (event) => event.isTrusted && onPick(item.id));
  return element;
}

/** Places a floating element next to the anchor, flipping and shifting to stay in the viewport. */
export function follow(floating: HTMLElement, anchor: Anchor, placement: 'top' | 'bottom'): () => void {
  const reference = { getBoundingClientRect: anchor.rect, contextElement: anchor.contextElement };
  return autoUpdate(reference, floating, () => {
    void computePosition(reference, floating, {
      strategy: 'fixed',
      placement,
      middleware: [offset(8), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
    });
  });
}

/** Shows an element in the top layer (above every z-index) when the browser can. */
export function raise(element: HTMLElement): void {
  element.setAttribute('popover', 'manual');
  if (typeof element.showPopover === 'function' && element.isConnected) element.showPopover();
}

export interface ToolbarHandle {
  remove(): void;
  /** Moves the keyboard focus to its first button (the focus-toolbar shortcut). */
  focus(): void;
}

/** The toolbar: one button per action and pinned prompt, one Tab stop with arrow keys between buttons. */
export function showToolbar(
  container: HTMLElement,
  anchor: Anchor,
  items: ToolbarButton[],
  label: string,
  onPick: (id: string) => void,
  onEscape: () => void,
): ToolbarHandle {
  const bar = document.createElement('div');
  bar.className = 'selecta-toolbar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', label);
  bar.append(...items.map((item) => button(item, onPick)));
  const keys = rovingFocus(bar, onEscape);
  container.append(bar);
  raise(bar);
  const stop = follow(bar, anchor, 'top');
  return {
    remove() {
      stop();
      bar.remove();
    },
    focus: keys.focusFirst,
  };
}
