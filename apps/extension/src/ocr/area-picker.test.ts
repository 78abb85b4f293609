// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pickArea } from './area-picker.ts';

describe('the area picker', () => {
  it('ignores a page’s forged pointer events and Escape: only the user picks or cancels', async () => {
    let settled = false;
    const picked = pickArea(document, 'Drag over the text');
    void picked.then(() => (settled = true));
    const host = document.querySelector('selecta-area');
    expect(host).not.toBeNull();
    // A closed root: the page cannot reach the overlay to script it.
    expect(host?.shadowRoot).toBeNull();
    for (const type of ['pointerdown', 'pointermove', 'pointerup']) {
      host?.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, clientX: 10, clientY: 10, button: 0 }));
    }
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(document.querySelector('selecta-area')).toBe(host);
    host?.remove();
    await picked;
  });

  it('is cancelled, not left waiting, when the page removes the overlay', async () => {
    const picked = pickArea(document, 'Drag over the text');
    document.querySelector('selecta-area')?.remove();
    await expect(picked).resolves.toEqual({ ok: false, reason: 'cancelled' });
  });
});
