import type { Picked } from './ocr-messages.ts';

/** Smaller than this (CSS px) is a click, not an area. */
export const minAreaSide = 8;

const overlayCss = `
  :host { all: initial; }
  .veil { position: fixed; inset: 0; z-index: 2147483647; cursor: crosshair; background: rgb(0 0 0 / 0.25); }
  .box { position: fixed; border: 2px solid #7c3aed; background: rgb(124 58 237 / 0.12); box-shadow: 0 0 0 9999px rgb(0 0 0 / 0.2); pointer-events: none; }
  .hint { position: fixed; top: 12px; left: 50%; transform: translateX(-50%); padding: 6px 12px; border-radius: 8px;
    background: #18181b; color: #fff; font: 14px/1.4 system-ui, sans-serif; pointer-events: none; }
`;

/**
 * The overlay gone from the screen before the tab is captured: two frames for the page to paint without it, then a
 * margin for the compositor to present that frame (captureVisibleTab reads the last presented one, which may lag the
 * page's own paint on a busy machine; a tinted capture would misread every glyph).
 */
const presentedMs = 100;
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, presentedMs))));

/**
 * "Select an area": a crosshair over the visible tab; the user drags a rectangle (Escape cancels). Drawn in a closed
 * shadow root and driven only by trusted input: the page may script its DOM and forge events. Resolves once the
 * overlay is off the screen, with the rectangle in CSS pixels.
 */
export function pickArea(doc: Document, hint: string): Promise<Picked> {
  const host = doc.createElement('selecta-area');
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = overlayCss;
  const veil = doc.createElement('div');
  veil.className = 'veil';
  const box = doc.createElement('div');
  box.className = 'box';
  box.hidden = true;
  const label = doc.createElement('div');
  label.className = 'hint';
  label.setAttribute('role', 'status');
  label.textContent = hint;
  root.append(style, veil, box, label);
  doc.documentElement.append(host);

  return new Promise<Picked>((resolve) => {
    let start: { x: number; y: number } | null = null;
    let rect = { x: 0, y: 0, width: 0, height: 0 };
    const finish = (picked: Picked) => {
      window.removeEventListener('keydown', onKey, true);
      watch.disconnect();
      host.remove();
      void painted().then(() => resolve(picked));
    };
    const onKey = (event: KeyboardEvent) => {
      if (!event.isTrusted || event.key !== 'Escape') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      finish({ ok: false, reason: 'cancelled' });
    };
    window.addEventListener('keydown', onKey, true);
    // A page that removes the overlay cancels the pick (rather than leaving the panel waiting for a drag).
    const watch = new MutationObserver(() => host.isConnected || finish({ ok: false, reason: 'cancelled' }));
    watch.observe(doc.documentElement, { childList: true });
    veil.addEventListener('pointerdown', (event) => {
      if (!event.isTrusted || event.button !== 0) return;
      event.preventDefault();
      veil.setPointerCapture(event.pointerId);
      start = { x: event.clientX, y: event.clientY };
    });
    veil.addEventListener('pointermove', (event) => {
      if (!event.isTrusted || !start) return;
      rect = {
        x: Math.min(start.x, event.clientX),
        y: Math.min(start.y, event.clientY),
        width: Math.abs(event.clientX - start.x),
        height: Math.abs(event.clientY - start.y),
      };
      Object.assign(box.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.width}px`, height: `${rect.height}px` });
      box.hidden = false;
    });
    veil.addEventListener('pointerup', (event) => {
      if (!event.isTrusted || !start) return;
      if (rect.width < minAreaSide || rect.height < minAreaSide) return finish({ ok: false, reason: 'too-small' });
      // The capture is the whole viewport, scroll bars included: its scale is its width over innerWidth.
      finish({ ok: true, area: { ...rect, viewportWidth: window.innerWidth } });
    });
  });
}
