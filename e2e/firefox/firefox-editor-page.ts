import type { Frame, KeyInput, Page } from 'puppeteer-core';
import { fixturePages } from '../extension/editors/build-fixtures.ts';
import type { EditorFixture } from '../extension/editors/pages/fixture-api.ts';
import { contentProcesses } from './firefox-browser.ts';
import { FirefoxUi, until } from './firefox-ui.ts';
import { FrameInput } from './frame-input.ts';

/** Serves every fixture page of the editor matrix on the test site (`/editors/<name>`, with or without a query). */
export async function serveEditors(site: { html: Map<string, string> }, pages: readonly string[]): Promise<void> {
  const built = await fixturePages();
  for (const path of pages) site.html.set(`/editors/${path}`, built.get(path.split('?')[0] as never)!);
}

type Offset = { x: number; y: number };

/**
 * One fixture page in Firefox, read from the editor's model and driven with trusted input only (puppeteer). The
 * fixture runs in the page itself or in the iframe of a page framing it (same-origin or cross-origin, another process
 * under Fission): `frame` is where it runs, and every point clicked is moved by where that frame is on the page.
 */
export class FirefoxEditorPage {
  /** The frame the fixture runs in: the page's own, or the iframe of the page framing it. */
  frame: Frame;
  /** The fixture's frame runs in another content process than the page (a cross-origin frame under site isolation). */
  outOfProcess = false;

  constructor(readonly page: Page) {
    this.frame = page.mainFrame();
  }

  /** Opens `url`; `framed`: the page frames the fixture in its one iframe. Waits for the editor to hold its text. */
  async open(url: string, framed = false): Promise<void> {
    await this.page.goto(url);
    const top = this.page.mainFrame();
    this.frame = framed ? await until(async () => top.childFrames()[0] ?? null, `the frame of ${url}`) : top;
    if (framed) {
      const processes = await contentProcesses(this.page.browser());
      this.outOfProcess = processes.get(this.frame.url()) !== processes.get(top.url());
    } else this.outOfProcess = false;
    await this.frame.waitForFunction(async () => !!(window as unknown as { fixture?: EditorFixture }).fixture && (await (window as unknown as { fixture: EditorFixture }).fixture.text()).length > 0, {
      timeout: 15_000,
    });
  }

  /** Where the fixture's frame's content starts on the page ({0, 0} on a page of its own), every frame up added. */
  async hostOffset(): Promise<Offset> {
    const at = { x: 0, y: 0 };
    for (let frame = this.frame; frame.parentFrame(); frame = frame.parentFrame()!) {
      const element = await frame.frameElement();
      if (!element) throw new Error(`no element in its parent holds the frame ${frame.url()}`);
      const box = await element.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        return { x: rect.x + el.clientLeft, y: rect.y + el.clientTop };
      });
      await element.dispose();
      at.x += box.x;
      at.y += box.y;
    }
    return at;
  }

  /** Where the editor's own iframe's content starts on the page (TinyMCE, CKEditor 4), for its UI's clicks. */
  async frameOffset(): Promise<Offset> {
    const host = await this.hostOffset();
    const inner = await this.frame.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('#editor iframe');
      const rect = frame?.getBoundingClientRect();
      return rect && frame ? { x: rect.x + frame.clientLeft, y: rect.y + frame.clientTop } : { x: 0, y: 0 };
    });
    return { x: host.x + inner.x, y: host.y + inner.y };
  }

  /**
   * Selecta's UI where a selection opens it: in the fixture's frame, or (`inEditor`) in the iframe the editor edits
   * in (TinyMCE, CKEditor 4), where a selection in the editor opens the card.
   */
  ui(inEditor = false): FirefoxUi {
    if (!inEditor) return new FirefoxUi(this.page, this.frame, () => this.hostOffset(), (x, y) => this.click({ x, y }));
    const editing = this.frame.childFrames()[0];
    if (!editing) throw new Error(`the editor of ${this.frame.url()} edits in no iframe of its own`);
    return new FirefoxUi(this.page, editing, () => this.frameOffset());
  }

  /** The editor's text from its model. */
  text(): Promise<string> {
    return this.frame.evaluate(async () => (window as unknown as { fixture: EditorFixture }).fixture.text());
  }

  /** Milliseconds from the last mouse release (the click on Replace or Insert) to the model's last change, by the page's clock. */
  insertLatency(): Promise<number> {
    return this.frame.evaluate(() => {
      const page = window as unknown as { fixture: EditorFixture; lastMouseUp: number };
      return page.fixture.changedAt - page.lastMouseUp;
    });
  }

  private isField(): Promise<boolean> {
    return this.frame.evaluate(() => !!document.querySelector('#native:is(input, textarea)'));
  }

  /** Where `word` shows inside `selector` (text fields excluded): its centre, or just after it. */
  private async wordBox(selector: string, word: string, end = false): Promise<Offset> {
    // An editor may draw its text a few frames after its model has it (Monaco): wait for it to show.
    const at = await until(() => this.shownAt(selector, word, end), `"${word}" to show in ${selector}`, 5000);
    const host = await this.hostOffset();
    return { x: host.x + at.x, y: host.y + at.y };
  }

  /** Where `word` shows in the fixture's frame (its own coordinates), or null. */
  private shownAt(selector: string, word: string, end: boolean): Promise<Offset | null> {
    return this.frame.evaluate(
      (sel, w, atEnd) => {
        // An editor that edits in an iframe of its own (CKEditor 4): its body, placed where the frame is.
        const frame = sel === '#editor' ? document.querySelector<HTMLIFrameElement>('#editor iframe') : null;
        const doc = frame?.contentDocument ?? document;
        const root = frame ? doc.body : document.querySelector(sel)!;
        const at0 = frame ? frame.getBoundingClientRect() : { x: 0, y: 0 };
        const dx = at0.x + (frame?.clientLeft ?? 0);
        const dy = at0.y + (frame?.clientTop ?? 0);
        const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.replaceAll('\u00a0', ' ').indexOf(w);
          if (at < 0) continue;
          const range = doc.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + w.length);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) return { x: dx + (atEnd ? rect.right + 4 : rect.x + rect.width / 2), y: dy + rect.y + rect.height / 2 };
        }
        return null;
      },
      selector,
      word,
      end,
    );
  }

  /** Selects `word` in the editor as a user does: a double click, or Shift+arrows in a text field. */
  async selectInEditor(word: string): Promise<void> {
    if (await this.isField()) {
      await this.frame.click('#native');
      await this.frame.$eval(
        '#native',
        (el, w) => {
          const field = el as HTMLInputElement | HTMLTextAreaElement;
          const at = field.value.indexOf(w);
          field.setSelectionRange(at, at + w.length);
        },
        word,
      );
      await this.keys([{ down: 'Shift' }, { down: 'ArrowRight', up: 'ArrowRight' }, { down: 'ArrowLeft', up: 'ArrowLeft' }, { up: 'Shift' }]);
      return;
    }
    await this.click(await this.wordBox('#editor', word), 2);
  }

  /** Puts the caret at the very end of the editor (a click on its last word, then Ctrl+End). */
  async caretAtEnd(word: string): Promise<void> {
    if (await this.isField()) await this.frame.click('#native');
    else {
      await this.click(await this.wordBox('#editor', word));
    }
    await this.press('End', 'Control');
  }

  /** Selects a word of the read-only paragraph above the editor. */
  async selectReadOnly(word: string): Promise<void> {
    await this.click(await this.wordBox('#customer', word), 2);
  }

  async press(key: 'End' | 'z', modifier?: 'Control'): Promise<void> {
    await this.keys([...(modifier ? [{ down: modifier }] : []), { down: key, up: key }, ...(modifier ? [{ up: modifier }] : [])]);
  }

  /** Types `text` where the focus is, a key per character. */
  type(text: string): Promise<void> {
    return this.keys([...text].map((char) => ({ down: char, up: char })));
  }

  /**
   * A click (`count` 2: a double click) at a point of the page: through the page's input, or, in a fixture frame out of
   * the page's process, which that input does not reach, through the frame's own at the same point (frame-input.ts).
   */
  private async click(at: Offset, count = 1): Promise<void> {
    if (!this.outOfProcess) return this.page.mouse.click(at.x, at.y, { count });
    const host = await this.hostOffset();
    await new FrameInput(this.frame).click(at.x - host.x, at.y - host.y, count);
  }

  /** Keys down and up in order (names as puppeteer's: Control, Shift, End…), through the input that reaches the fixture. */
  private async keys(steps: { down?: string; up?: string }[]): Promise<void> {
    if (this.outOfProcess) return new FrameInput(this.frame).keys(steps);
    for (const step of steps) {
      if (step.down) await this.page.keyboard.down(step.down as KeyInput);
      if (step.up) await this.page.keyboard.up(step.up as KeyInput);
    }
  }
}
