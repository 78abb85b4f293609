import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { fixturePages } from './extension/editors/build-fixtures.ts';
const pages = await fixturePages();
const srv = createServer((req, res) => { const name = req.url!.slice(1).split('?')[0]; res.writeHead(200, {'content-type':'text/html'}); res.end(pages.get(name as never) ?? ''); });
await new Promise<void>((r) => srv.listen(4598, r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.text()));
await page.goto(`http://localhost:4598/lexical`);
await page.waitForFunction(() => window.fixture?.text().length > 0);
const box = await page.evaluate(() => { const root = document.querySelector('#editor')!; const w = document.createTreeWalker(root, 4); for (let n = w.nextNode(); n; n = w.nextNode()) { const at = n.textContent!.indexOf('world'); if (at >= 0) { const r = document.createRange(); r.setStart(n, at); r.setEnd(n, at + 5); const b = r.getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; } } return null; });
await page.mouse.dblclick(box!.x, box!.y);
await page.keyboard.type("XY"); console.log("typed:", await page.evaluate(() => window.fixture.text()));
for (const kind of process.argv.slice(2)) {
  const r = await page.evaluate(async (kind) => {
    const root = document.querySelector('[contenteditable]')!;
    const dt = new DataTransfer(); dt.setData('text/plain', 'ANS');
    let ev: Event;
    if (kind === 'paste') ev = new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData: dt });
    else if (kind === 'insertText') ev = new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertText', data: 'ANS' });
    else ev = new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: kind, dataTransfer: dt });
    root.dispatchEvent(ev);
    await new Promise((r) => setTimeout(r, 50));
    return { kind, prevented: ev.defaultPrevented, text: window.fixture.text(), sel: String(getSelection()) };
  }, kind);
  console.log(r);
}
await browser.close(); srv.close();
