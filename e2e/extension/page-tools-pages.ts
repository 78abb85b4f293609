import type { BrowserContext, Page } from '@playwright/test';

const paragraph = (i: number) =>
  `<p>${i}. The harbour city rebuilt its old warehouses into public libraries, and within a week every reading room was full of students, retired sailors and children who had never owned a book of their own.</p>`;

/** A long article: far more than the Free plan's 4,000 characters, between a menu and a footer. */
export const articlePage = `<!doctype html><html><head><title>Libraries by the sea</title></head><body>
  <nav><a href="/">Home</a> · <a href="/news">News</a></nav>
  <article><h1>Libraries by the sea</h1>${Array.from({ length: 60 }, (_, i) => paragraph(i + 1)).join('')}</article>
  <footer>© Harbour Times</footer></body></html>`;

/** A page with nothing to read: buttons, an image and a canvas. */
export const emptyPage = `<!doctype html><html><head><title>Just a player</title></head><body>
  <button>Play</button><button>Pause</button><img alt="" width="40" height="40" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><canvas width="200" height="100"></canvas></body></html>`;

/** Text painted on a canvas (as web editors and images carry it): only OCR can read it. */
export function canvasPage(lines: string[]): string {
  return `<!doctype html><html><head><title>Canvas text</title><style>body{margin:0;background:#fff}canvas{display:block;margin:40px}</style></head><body>
  <canvas id="text" width="760" height="${lines.length * 44 + 24}"></canvas><script>
    const c = document.getElementById('text').getContext('2d');
    c.fillStyle = '#fff'; c.fillRect(0, 0, 760, 400); c.fillStyle = '#111'; c.font = '28px sans-serif'; c.textBaseline = 'top';
    ${JSON.stringify(lines)}.forEach((line, i) => c.fillText(line, 12, 12 + i * 44));
    document.documentElement.dataset.painted = '1';
  </script></body></html>`;
}

/** Selecta's side panel, as a tab of the same window (headless Chromium shows no side panel; the page is the same). */
export async function openPanelTab(context: BrowserContext, extensionId: string): Promise<Page> {
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await panel.locator('.panel-draft').waitFor();
  return panel;
}

/**
 * What the popup's and the panel's buttons send (the context menu runs the same function, runPageTool): `tool` on the
 * tab showing `url`, from the panel page (an extension page, as the background requires).
 */
export async function pageTool(panel: Page, tool: 'summarize' | 'area', url: string): Promise<void> {
  const answer = await panel.evaluate(
    async ([name, target]) => {
      interface Tabs {
        tabs: { query(q: { url: string }): Promise<{ id?: number; windowId?: number }[]> };
        runtime: { sendMessage(message: unknown): Promise<unknown> };
      }
      const { chrome } = globalThis as unknown as { chrome: Tabs };
      const [tab] = await chrome.tabs.query({ url: target });
      return chrome.runtime.sendMessage({ type: 'page-tool', tool: name, windowId: tab!.windowId, tabId: tab!.id });
    },
    [tool, url] as const,
  );
  if (!(answer as { ok?: boolean }).ok) throw new Error(`page-tool ${tool} refused`);
}

/** Share of `expected`'s characters recognised in `actual` (1 − edit distance / length). */
export function characterAccuracy(expected: string, actual: string): number {
  const a = expected.replace(/\s+/g, ' ').trim();
  const b = actual.replace(/\s+/g, ' ').trim();
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return 1 - previous[b.length]! / a.length;
}
