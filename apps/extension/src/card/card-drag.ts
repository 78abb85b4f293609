/**
 * Follows a trusted pointer drag that starts on `handle`: `onStart` when it begins, `onMove` with the distance from
 * there, `onEnd` when it is released. A page script's synthetic pointer events (isTrusted false) do nothing.
 */
export function followDrag(handle: HTMLElement, on: { start(): void; move(dx: number, dy: number): void; end(): void }): void {
  handle.addEventListener('pointerdown', (down) => {
    if (!down.isTrusted || down.button !== 0 || (down.target as Element).closest('button')) return;
    // Keep the page's focus and selection (the field the answer may go into).
    down.preventDefault();
    on.start();
    const move = (event: PointerEvent) => event.isTrusted && on.move(event.clientX - down.clientX, event.clientY - down.clientY);
    const end = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      on.end();
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
    // The drag goes on when the pointer leaves the handle (or the window).
    handle.setPointerCapture(down.pointerId);
  });
}
