/** Helpers for make-screenshots.ts: a one-page site, a mouse selection, a visible pointer and WebP encoding. */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';

export async function serveHtml(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`, server };
}

/** Selects an element's text by dragging the real mouse over it, as a user would (the extension listens to mouseup). */
export async function dragSelect(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()];
    const first = rects[0];
    const last = rects.at(-1);
    if (!first || !last) throw new Error('nothing to select');
    return { x1: first.left + 1, y1: first.top + first.height / 2, x2: last.right - 1, y2: last.top + last.height / 2 };
  });
  await page.mouse.move(box.x1, box.y1);
  await page.mouse.down();
  await page.mouse.move(box.x2, box.y2, { steps: 8 });
  await page.mouse.up();
}

/**
 * Headless screenshots show no mouse pointer, so a pointer is drawn where the real mouse is
 * (the page below still gets the real hover) — otherwise "pick an action" shows nobody picking.
 */
export async function showPointer(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(
    ([left, top]) => {
      const pointer = document.createElement('div');
      pointer.style.cssText = `position:fixed;inset:auto;left:${left}px;top:${top}px;margin:0;padding:0;border:0;background:none;overflow:visible;pointer-events:none;width:22px;height:22px`;
      // The toolbar lives in the top layer; a popover shown after it is painted above it.
      pointer.popover = 'manual';
      pointer.innerHTML =
        '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M3 2l17 11.5-7.5 1.2 4.3 7.3-3 1.7-4.3-7.4L4 21z" fill="#111" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/></svg>';
      document.body.append(pointer);
      pointer.showPopover();
    },
    [x, y] as const,
  );
}

/** Re-encodes a PNG screenshot as WebP in the browser's own canvas (no image library), scaled to `width`×`height`. */
export async function writeWebp(context: BrowserContext, png: Buffer, file: string, width: number, height: number, quality = 0.82): Promise<number> {
  const canvasPage = await context.newPage();
  try {
    const dataUrl = await canvasPage.evaluate(
      async ([source, w, h, q]) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d canvas');
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(image, 0, 0, w, h);
        return canvas.toDataURL('image/webp', q);
      },
      [`data:image/png;base64,${png.toString('base64')}`, width, height, quality] as const,
    );
    if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await canvasPage.close();
  }
}
