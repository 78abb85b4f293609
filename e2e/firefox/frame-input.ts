import type { Frame } from 'puppeteer-core';

/** The WebDriver values of the named keys the tests press (WebDriver, "Keyboard actions"); a character is itself. */
const keyValues: Record<string, string> = { Shift: '\uE008', Control: '\uE009', Escape: '\uE00C', End: '\uE010', ArrowLeft: '\uE012', ArrowRight: '\uE014' };

type KeyAction = { type: 'keyDown' | 'keyUp'; value: string };

/**
 * Trusted input dispatched in one frame's own browsing context, at points of its own viewport. Firefox's WebDriver
 * BiDi input sent to the top page (puppeteer's `page.mouse` / `page.keyboard`) does not reach a frame in another
 * content process (no event fires there; puppeteer's launch puts every site in one process for that reason, Mozilla
 * bug 1773393). Sent to the frame's own context, it is dispatched in that frame's process and trusted, as a person's.
 */
export class FrameInput {
  constructor(private readonly frame: Frame) {}

  private async perform(actions: unknown[]): Promise<void> {
    const connection = (this.frame.page().browser() as unknown as { connection: { send(method: string, params: unknown): Promise<unknown> } }).connection;
    await connection.send('input.performActions', { context: (this.frame as unknown as { _id: string })._id, actions });
  }

  /** `count` presses of the main button at (x, y) of the frame's viewport (2: a double click). */
  click(x: number, y: number, count = 1): Promise<void> {
    const presses = Array.from({ length: count }, () => [
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]).flat();
    return this.perform([
      {
        type: 'pointer',
        id: 'frame-mouse',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' }, ...presses],
      },
    ]);
  }

  /** Keys down and up in order: `down` and `up` name a key (Control, End…) or are a character. */
  keys(steps: { down?: string; up?: string }[]): Promise<void> {
    const actions: KeyAction[] = steps.flatMap((step) => [
      ...(step.down ? [{ type: 'keyDown' as const, value: keyValues[step.down] ?? step.down }] : []),
      ...(step.up ? [{ type: 'keyUp' as const, value: keyValues[step.up] ?? step.up }] : []),
    ]);
    return this.perform([{ type: 'key', id: 'frame-keyboard', actions }]);
  }
}
