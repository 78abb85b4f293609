/**
 * How every extension test reaches Selecta's toolbar and result card.
 *
 * They live in a CLOSED shadow root (the page is hostile, issue 12), so Playwright's locators cannot see them.
 * This module reads them from the content script's own isolated world over CDP, where
 * `chrome.dom.openOrClosedShadowRoot(host)` opens the root, and acts with `page.mouse` / `page.keyboard` only:
 * trusted input, the only kind the extension accepts.
 *
 *   const ui = await selectaUi(page);                        // once per page, before or after goto
 *   const bar = ui.toolbar();                                // 'Selecta actions'; ui.toolbar('Acciones de Selecta')
 *   await bar.button('TLDR').click();                        // waits until visible, enabled and still, then clicks
 *   const card = ui.card('TLDR');                            // ui.card() for whichever card is open
 *   await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
 *   await card.textbox('What should…').fill('Make it formal'); // click + keyboard typing
 *   await expect.poll(() => card.link('Sign in').attribute('href')).toBe(url);
 *   await ui.evaluate((root, arg) => …, arg);                // anything else, in the isolated world (root may be null)
 *
 * Reads answer null / 0 / false while the element is absent: assert with `expect.poll`, never with a fixed wait.
 */
import type { CDPSession, Frame, Page } from '@playwright/test';
import { elementState, type ElementState, type Step } from './selecta-ui-dom.ts';

export type { ElementState } from './selecta-ui-dom.ts';

interface ContextInfo {
  id: number;
  origin: string;
  auxData?: { type?: string; frameId?: string; isDefault?: boolean };
}

const pollUntil = async <T>(read: () => Promise<T | null>, what: string, timeout = 10_000): Promise<T> => {
  const end = Date.now() + timeout;
  for (let delay = 20; ; delay = Math.min(delay * 2, 200)) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`Selecta UI: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
};

export class SelectaUi {
  private readonly contexts = new Map<number, ContextInfo>();

  constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly mainFrameId: string,
    private readonly frame?: Frame,
    /** Selecta's own page (the PDF reader): its UI runs in the page's main world, not in a content script's. */
    private readonly extensionPage = false,
  ) {
    cdp.on('Runtime.executionContextCreated', ({ context }) => this.contexts.set(context.id, context as ContextInfo));
    cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => this.contexts.delete(executionContextId));
    cdp.on('Runtime.executionContextsCleared', () => this.contexts.clear());
  }

  /** The content script's world in the top frame: an isolated world whose origin is the extension's. */
  private contentWorld(): number | null {
    const found = [...this.contexts.values()].filter(
      (c) =>
        (this.extensionPage ? c.auxData?.isDefault === true : c.auxData?.type === 'isolated') &&
        c.auxData?.frameId === this.mainFrameId &&
        c.origin.startsWith('chrome-extension://'),
    );
    return found.at(-1)?.id ?? null;
  }

  /**
   * Resolves once the content script runs in this frame. It is injected at document_idle, which in a frame can come
   * after the page's own scripts are ready: a selection made before that reaches no listener of ours.
   */
  async injected(): Promise<void> {
    // The world exists from the moment the script starts; its listeners exist once it has marked its end.
    await pollUntil(
      async () => ((await this.evaluate(() => performance.getEntriesByName('selecta:content:end').length, null)) > 0 ? true : null),
      'the content script to be injected',
    );
  }

  /** What the content script's world shows now, for a failure's message: its marks, the selection, the toolbars. */
  async seen(): Promise<string> {
    return this.evaluate(
      (root) =>
        JSON.stringify({
          marks: performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('selecta:')),
          selected: String(document.getSelection() ?? '').length,
          toolbars: root ? [...root.querySelectorAll('[role=toolbar]')].map((t) => t.getAttribute('aria-label')) : null,
          dialogs: root ? root.querySelectorAll('[role=dialog]').length : null,
        }),
      null,
    ).catch((error: unknown) => `unreadable: ${String(error)}`);
  }

  /** Runs `fn(root, arg)` in the content script's world; `root` is Selecta's closed shadow root, or null before it exists. */
  async evaluate<A, R>(fn: (root: ShadowRoot | null, arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // esbuild (tsx) wraps named inner functions in `__name(...)`: give the source that helper, as Playwright does.
    const expression = `(() => {
      const __name = (fn) => fn;
      const host = document.querySelector('selecta-ui');
      const root = host ? chrome.dom.openOrClosedShadowRoot(host) : null;
      return (${fn.toString()})(root, ${JSON.stringify(arg)});
    })()`;
    return pollUntil(async () => {
      const contextId = this.contentWorld();
      if (contextId === null) return null;
      try {
        const { result, exceptionDetails } = await this.cdp.send('Runtime.evaluate', { expression, contextId, returnByValue: true, awaitPromise: true });
        if (exceptionDetails) throw new Error(`Selecta UI: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        return { value: result.value as R };
      } catch (error) {
        // The world went away under a navigation: wait for the new one.
        if (String(error).includes('Cannot find context') || String(error).includes('context was destroyed')) return null;
        throw error;
      }
    }, 'the content script to be injected').then((r) => r.value);
  }

  /** Where the frame's viewport starts on the page (0,0 in the top frame): frame coordinates plus this are the page's. */
  async origin(): Promise<{ x: number; y: number }> {
    const element = this.frame && this.frame !== this.page.mainFrame() ? await this.frame.frameElement() : null;
    const box = element ? await element.boundingBox() : null;
    const border = element ? await element.evaluate((el) => ({ x: (el as Element).clientLeft, y: (el as Element).clientTop })) : { x: 0, y: 0 };
    return box ? { x: box.x + border.x, y: box.y + border.y } : { x: 0, y: 0 };
  }

  toolbar(name = 'Selecta actions'): UiLocator {
    return new UiLocator(this, [{ selector: '[role=toolbar]', name }]);
  }

  card(name?: string): UiLocator {
    return new UiLocator(this, [{ selector: '[role=dialog]', name }]);
  }
}

/** One element of the UI, found afresh on every read (like a Playwright locator). */
export class UiLocator {
  constructor(
    private readonly ui: SelectaUi,
    private readonly steps: Step[],
  ) {}

  /** A descendant by CSS selector and, optionally, exact accessible name (aria-label, else trimmed text). */
  locator(selector: string, name?: string): UiLocator {
    return new UiLocator(this.ui, [...this.steps, { selector, name }]);
  }
  button(name: string): UiLocator {
    return this.locator('button', name);
  }
  link(name: string): UiLocator {
    return this.locator('a', name);
  }
  textbox(name: string): UiLocator {
    return this.locator('input, textarea', name);
  }
  get status(): UiLocator {
    return this.locator('[role=status]');
  }

  state(): Promise<ElementState> {
    return this.ui.evaluate(elementState, this.steps);
  }
  async count(): Promise<number> {
    return (await this.state()).count;
  }
  async text(): Promise<string | null> {
    return (await this.state()).text;
  }
  async attribute(name: string): Promise<string | null> {
    return (await this.state()).attributes[name] ?? null;
  }
  async isVisible(): Promise<boolean> {
    return (await this.state()).visible;
  }
  async isEnabled(): Promise<boolean> {
    return (await this.state()).enabled;
  }
  async isFocused(): Promise<boolean> {
    return (await this.state()).focused;
  }

  /** Where it is on screen once visible, enabled, hit by a click at its centre, and not moving (Floating UI places it). */
  async box(): Promise<{ x: number; y: number; width: number; height: number }> {
    let last = '';
    let state: ElementState | null = null;
    try {
      return await pollUntil(async () => {
        state = await this.state();
        if (!state.box || !state.visible || !state.enabled || !state.hit) return null;
        const key = JSON.stringify(state.box);
        const still = key === last;
        last = key;
        return still ? state.box : null;
      }, `${JSON.stringify(this.steps)} to be visible, enabled and still`);
    } catch (error) {
      // Which of those it never was, and what the page showed then: a CI failure must say more than "timed out".
      const { count, visible, enabled, hit, box } = state ?? ({} as Partial<ElementState>);
      throw new Error(`${String(error instanceof Error ? error.message : error)}; last seen ${JSON.stringify({ count, visible, enabled, hit, box })}; ${await this.ui.seen()}`, { cause: error });
    }
  }

  /** A real (trusted) click with the mouse at the element's centre. */
  async click(): Promise<void> {
    const box = await this.box();
    const origin = await this.ui.origin();
    await this.ui.page.mouse.click(origin.x + box.x + box.width / 2, origin.y + box.y + box.height / 2);
  }

  /** Clicks into the field, clears it and types `text` with the keyboard. */
  async fill(text: string): Promise<void> {
    await this.click();
    await this.ui.page.keyboard.press('ControlOrMeta+a');
    await this.ui.page.keyboard.press('Delete');
    await this.ui.page.keyboard.type(text);
  }
}

/**
 * Starts watching `page`'s execution contexts; call it once per page. With `frame`, the UI of the content script
 * running in that frame: a cross-origin frame runs in its own process and gets its own CDP session. With
 * `extensionPage`, the UI that one of Selecta's own pages (the PDF reader) runs in its main world.
 */
export async function selectaUi(page: Page, frame?: Frame, options: { extensionPage?: boolean } = {}): Promise<SelectaUi> {
  let cdp: CDPSession | null = null;
  if (frame && frame !== page.mainFrame()) cdp = await page.context().newCDPSession(frame).catch(() => null);
  const outOfProcess = cdp !== null;
  cdp ??= await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  let frameId = frameTree.frame.id;
  if (frame && !outOfProcess && frame !== page.mainFrame()) {
    type Tree = typeof frameTree;
    const find = (tree: Tree): string | null =>
      tree.frame.url === frame.url() ? tree.frame.id : (tree.childFrames ?? []).map(find).find((id) => id !== null) ?? null;
    frameId = find(frameTree) ?? frameId;
  }
  const ui = new SelectaUi(page, cdp, frameId, frame, options.extensionPage);
  await cdp.send('Runtime.enable');
  return ui;
}
