const focusable = 'button, input, textarea, select, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard use of the card: it can take the focus itself (so Tab then reaches its controls in order), and Tab wraps
 * inside it. Without the wrap, Tab past its last button would leave for the browser's own UI, the card sitting at
 * the very end of the document; Escape (open-card.ts) is the way back to the page.
 */
export function cardKeys(root: HTMLElement): { focus(): void } {
  root.tabIndex = -1;
  const controls = () =>
    [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => !(el as HTMLButtonElement).disabled && el.checkVisibility());
  root.addEventListener('keydown', (event) => {
    if (!event.isTrusted || event.key !== 'Tab') return;
    const list = controls();
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    const [first, last] = [list[0], list.at(-1)];
    if (!first || !last) return;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });
  return {
    focus() {
      // A card that asks for an instruction has already put the focus in its field.
      const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
      if (!active || !root.contains(active)) root.focus({ preventScroll: true });
    },
  };
}
