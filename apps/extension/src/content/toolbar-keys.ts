/**
 * The ARIA toolbar pattern: the toolbar is one Tab stop; arrow keys, Home and End move between its buttons (a roving
 * tabindex); Enter and Space press a button (the browser's own, trusted, click); Escape leaves.
 */
export function rovingFocus(bar: HTMLElement, onEscape: () => void): { focusFirst(): void } {
  const items = () => [...bar.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const current = (item: HTMLButtonElement) => {
    for (const other of items()) other.tabIndex = other === item ? 0 : -1;
  };
  const first = items()[0];
  if (first) current(first);
  bar.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLButtonElement) current(event.target);
  });
  bar.addEventListener('keydown', (event) => {
    if (!event.isTrusted || event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    const list = items();
    const index = list.indexOf(event.target as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    const to = moves[event.key];
    if (to === undefined || list.length === 0) return;
    event.preventDefault();
    const next = list[(to + list.length) % list.length];
    next?.focus();
  });
  return {
    focusFirst: () => items()[0]?.focus(),
  };
}
