import { HttpError } from './http-error.ts';

export interface WorkQueueOptions {
  /** Jobs that run at once. */
  concurrency: number;
  /** Jobs that may wait for a turn; one more is refused at once instead of queued. */
  maxWaiting: number;
}

export const serverBusy = () => new HttpError(503, 'server_busy', 'The server is busy. Please try again in a moment.', { 'retry-after': '1' });

/**
 * Runs at most `concurrency` jobs at once, in arrival order, with a bounded wait list: under a flood the queue (and the
 * memory its callers hold) stays the same size and the extra requests get a JSON 503 `server_busy` straight away.
 */
export function createWorkQueue({ concurrency, maxWaiting }: WorkQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw serverBusy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
