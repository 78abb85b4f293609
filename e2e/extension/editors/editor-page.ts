import type { Frame, Page } from '@playwright/test';

/** Reading and driving one fixture page (or the fixture inside a frame) with trusted input only. */
export class EditorPage {
  constructor(
    readonly page: Page,
    readonly frame: Frame,
  ) {}

  /** The editor's text from its model. */
  text(): Promise<string> {
    return this.frame.evaluate(async () => window.fixture.text());
  }

  /** Milliseconds from the last mouse release (the click on Insert) to the model's last change, by the page's clock. */
  insertLatency(): Promise<number> {
    return this.frame.evaluate(() => window.fixture.changedAt - window.lastMouseUp);
  }

  /** Where the editor's text is: `#editor`, or the body of the iframe it edits in (TinyMCE). */
  async editable(): Promise<{ frame: Frame; selector: string }> {
    const inner = await (await this.frame.$('#editor iframe'))?.contentFrame();
    return inner ? { frame: inner, selector: 'body' } : { frame: this.frame, selector: '#editor' };
  }

  /** The page position of `word` in the element matching `selector` of `frame` (text fields excluded). */
  private async wordBox(selector: string, word: string, end = false, frame = this.frame): Promise<{ x: number; y: number }> {
    const frameBox = await frameOffset(frame);
    const box = await frame.evaluate(
      ([sel, w, atEnd]) => {
        const root = document.querySelector(sel!)!;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.replaceAll('\u00a0', ' ').indexOf(w!);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + w!.length);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) return { x: atEnd ? rect.right + 4 : rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        }
        return null;
      },
      [selector, word, end] as const,
    );
    if (!box) throw new Error(`"${word}" is not shown in ${selector}`);
    return { x: box.x + frameBox.x, y: box.y + frameBox.y };
  }

  private async editorWordBox(word: string, end = false): Promise<{ x: number; y: number }> {
    const { frame, selector } = await this.editable();
    return this.wordBox(selector, word, end, frame);
  }

  private isField(): Promise<boolean> {
    return this.frame.evaluate(() => !!document.querySelector('#native:is(input, textarea)'));
  }

  /** Selects `word` in the editor as a user does: a double click, or Shift+arrows in a text field. */
  async selectInEditor(word: string): Promise<void> {
    if (await this.isField()) {
      const field = this.frame.locator('#native');
      await field.click();
      await field.evaluate((el: HTMLInputElement | HTMLTextAreaElement, w) => {
        const at = el.value.indexOf(w);
        el.setSelectionRange(at, at + w.length);
      }, word);
      await this.page.keyboard.press('Shift+ArrowRight');
      await this.page.keyboard.press('Shift+ArrowLeft');
      return;
    }
    const { x, y } = await this.editorWordBox(word);
    await this.page.mouse.dblclick(x, y);
  }

  /** Puts the caret at the very end of the editor (a click on its last word, then Ctrl+End). */
  async caretAtEnd(word: string): Promise<void> {
    if (await this.isField()) await this.frame.locator('#native').click();
    else {
      const { x, y } = await this.editorWordBox(word);
      await this.page.mouse.click(x, y);
    }
    await this.page.keyboard.press('Control+End');
    // An editor that follows the DOM selection through `selectionchange` (CKEditor 5) would otherwise take keys typed
    // next at the click's place on a busy machine: a frame and a task let that event through first.
    await this.frame.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }

  /** The page point just after `word` (the last word of the editor: a click there puts the caret at the end). */
  private async pointAfter(word: string): Promise<{ x: number; y: number }> {
    if (await this.isField()) {
      // Playwright's boxes are in the page's coordinates already. Right of the text on the first line: no text there.
      const box = (await this.frame.locator('#native').boundingBox())!;
      return { x: box.x + box.width - 12, y: box.y + 12 };
    }
    return this.editorWordBox(word, true);
  }

  /** Moves the pointer just after `word`, as a user aiming at the editor does (pick mode outlines what is under it). */
  async hoverAfter(word: string): Promise<void> {
    const { x, y } = await this.pointAfter(word);
    await this.page.mouse.move(x - 6, y, { steps: 2 });
    await this.page.mouse.move(x, y, { steps: 2 });
  }

  /** A click just after `word` (the last word of the editor: the caret lands at the end). */
  async clickAfter(word: string): Promise<void> {
    const { x, y } = await this.pointAfter(word);
    await this.page.mouse.click(x, y);
  }

  /** Selects a word of the read-only paragraph above the editor. */
  async selectReadOnly(word: string): Promise<void> {
    const { x, y } = await this.wordBox('#customer', word);
    await this.page.mouse.dblclick(x, y);
  }
}

/** Where `frame`'s content starts on the page: Playwright's boxes are already in page coordinates, plus the border. */
async function frameOffset(frame: Frame): Promise<{ x: number; y: number }> {
  const element = frame.parentFrame() ? await frame.frameElement() : null;
  const box = element ? await element.boundingBox() : null;
  const border = element ? await element.evaluate((el) => ({ x: (el as Element).clientLeft, y: (el as Element).clientTop })) : { x: 0, y: 0 };
  return box ? { x: box.x + border.x, y: box.y + border.y } : { x: 0, y: 0 };
}
