/**
 * Selecta's toolbar and card in Firefox, for the tests. They live in a CLOSED shadow root; WebDriver BiDi hands the
 * test that root (`includeShadowTree: 'all'`), and the same self-contained `elementState` the Chromium helper uses
 * reads it. Clicks and keys go through `page.mouse` / `page.keyboard`: trusted input, the only kind Selecta obeys.
 */
import type { Frame, Page } from 'puppeteer-core';
import { type ElementState, elementState, type Step } from '../extension/selecta-ui-dom.ts';

type RemoteValue = { type: string; value?: unknown; sharedId?: string };
type EvaluateResult = { type: 'success'; result: RemoteValue } | { type: 'exception'; exceptionDetails: { text: string } };
interface CoreRealm {
  callFunction(declaration: string, awaitPromise: boolean, options: Record<string, unknown>): Promise<EvaluateResult>;
}

/** Polls `read` until it answers something other than null, or fails after `timeout` ms naming what it waited for. */
export async function until<T>(read: () => Promise<T | null>, what: string, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class FirefoxUi {
  /**
   * `frame`: the frame whose UI this is (an editor's iframe); `offset`: where its content starts on the page; `click`:
   * a click at a point of the page (the page's mouse, or a frame's own input where the page's does not reach).
   */
  constructor(
    readonly page: Page,
    readonly frame: Frame = page.mainFrame(),
    readonly offset: () => Promise<{ x: number; y: number }> = async () => ({ x: 0, y: 0 }),
    readonly click: (x: number, y: number) => Promise<void> = (x, y) => page.mouse.click(x, y),
  ) {}

  private realm(): CoreRealm {
    return (this.frame as unknown as { realms: { default: { realm: CoreRealm } } }).realms.default.realm;
  }

  /** Runs `fn(root, arg)` in the page with Selecta's closed shadow root (null before it exists); answers by value. */
  async evaluate<A, R>(fn: (root: ShadowRoot | null, arg: A) => R, arg: A): Promise<R> {
    const realm = this.realm();
    const host = await realm.callFunction(`() => document.querySelector('selecta-ui')`, false, {
      serializationOptions: { maxDomDepth: 1, includeShadowTree: 'all' },
      resultOwnership: 'none',
    });
    const shadowRoot = host.type === 'success' ? (host.result.value as { shadowRoot?: RemoteValue } | undefined)?.shadowRoot : undefined;
    const declaration = `(root, arg) => { const __name = (f) => f; return JSON.stringify((${fn.toString()})(root, JSON.parse(arg))); }`;
    const result = await realm.callFunction(declaration, true, {
      arguments: [shadowRoot?.sharedId ? { sharedId: shadowRoot.sharedId } : { type: 'null' }, { type: 'string', value: JSON.stringify(arg) }],
      resultOwnership: 'none',
    });
    if (result.type === 'exception') throw new Error(`Selecta UI: ${result.exceptionDetails.text}`);
    return JSON.parse(String(result.result.value)) as R;
  }

  toolbar(name = 'Selecta actions'): FirefoxLocator {
    return new FirefoxLocator(this, [{ selector: '[role=toolbar]', name }]);
  }

  card(name?: string): FirefoxLocator {
    return new FirefoxLocator(this, [{ selector: '[role=dialog]', name }]);
  }
}

export class FirefoxLocator {
  constructor(
    private readonly ui: FirefoxUi,
    private readonly steps: Step[],
  ) {}

  locator(selector: string, name?: string): FirefoxLocator {
    return new FirefoxLocator(this.ui, [...this.steps, { selector, name }]);
  }
  button(name: string): FirefoxLocator {
    return this.locator('button', name);
  }
  state(): Promise<ElementState> {
    return this.ui.evaluate(elementState, this.steps);
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

  /** A real click at its centre once it is visible, enabled, on top and still. */
  async click(): Promise<void> {
    let last = '';
    const box = await until(async () => {
      const state = await this.state();
      if (!state.box || !state.enabled || !state.hit) return null;
      const key = JSON.stringify(state.box);
      const still = key === last;
      last = key;
      return still ? state.box : null;
    }, `${JSON.stringify(this.steps)} to be visible, enabled and still`);
    const offset = await this.ui.offset();
    await this.ui.click(offset.x + box.x + box.width / 2, offset.y + box.y + box.height / 2);
  }
}
