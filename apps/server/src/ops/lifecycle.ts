/**
 * Where the process is in its life: `/readyz`, the drain and the run gate read it. `draining`: out of rotation
 * (`/readyz` 503) but still serving whatever reaches it; `closing`: no longer taking connections or new runs.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining' | 'closing';

/**
 * The server's life from start to exit. A drain (SIGTERM, decision 048) first only takes the server out of rotation
 * (`leave`): proxies' health checks notice while it goes on serving. Then (`close`) it refuses new runs and lets the
 * runs in flight (being admitted or streaming) finish; when its grace runs out, `cut` fires and every stream ends
 * with a `server_draining` error event.
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

  /** From SIGTERM on: out of rotation, every answer closing its connection. */
  get draining(): boolean {
    return this.state === 'draining' || this.state === 'closing';
  }

  /** New runs are refused (503 `server_draining`): the proxies have had their time to take this server out. */
  get refusing(): boolean {
    return this.state === 'closing';
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

  /** Out of rotation: `/readyz` answers 503, everything else is still served. */
  leave(): void {
    if (this.state !== 'closing') this.state = 'draining';
  }

  /**
   * Stops taking new runs and resolves once every run has ended: by itself, or cut when `graceMs` runs out. `cut`
   * then gives the cut streams `flushMs` to write their error event.
   */
  async drain(graceMs: number, flushMs = 1000): Promise<'finished' | 'cut'> {
    this.state = 'closing';
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
