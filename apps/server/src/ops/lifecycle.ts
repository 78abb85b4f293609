/** Where the process is in its life: `/readyz`, the drain and the run gate read it. */
export type LifecycleState = 'starting' | 'ready' | 'draining';

/**
 * The server's life from start to exit. A drain (SIGTERM) refuses new runs at once and lets the runs in flight
 * (being admitted or streaming) finish; when its grace runs out, `cut` fires and every stream ends with a
 * `server_draining` error event.
 */
export class Lifecycle {
  state: LifecycleState = 'starting';
  private runs = 0;
  private readonly cutter = new AbortController();
  private idle: (() => void) | undefined;

  /** Fires when the drain's grace has run out: open streams end with an error event. */
  get cut(): AbortSignal {
    return this.cutter.signal;
  }

  get ready(): boolean {
    return this.state === 'ready';
  }

  get draining(): boolean {
    return this.state === 'draining';
  }

  get runsInFlight(): number {
    return this.runs;
  }

  markReady(): void {
    if (this.state === 'starting') this.state = 'ready';
  }

  runStarted(): void {
    this.runs += 1;
  }

  runEnded(): void {
    this.runs = Math.max(0, this.runs - 1);
    if (this.runs === 0) this.idle?.();
  }

  /**
   * Stops taking work and resolves once every run has ended: by itself, or cut when `graceMs` runs out. `cut` then
   * gives the cut streams `flushMs` to write their error event.
   */
  async drain(graceMs: number, flushMs = 1000): Promise<'finished' | 'cut'> {
    this.state = 'draining';
    if (this.runs === 0) return 'finished';
    const finished = new Promise<'finished'>((resolve) => (this.idle = () => resolve('finished')));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'cut'>((resolve) => (timer = setTimeout(() => resolve('cut'), graceMs)));
    const how = await Promise.race([finished, graceOver]);
    clearTimeout(timer);
    if (how === 'cut') {
      this.cutter.abort();
      let flushTimer: NodeJS.Timeout | undefined;
      await Promise.race([finished, new Promise((resolve) => (flushTimer = setTimeout(resolve, flushMs)))]);
      clearTimeout(flushTimer);
    }
    return how;
  }
}
