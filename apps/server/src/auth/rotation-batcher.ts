import type { Db } from '../db/client.ts';
import { type Rotation, rotateLiveTokens } from './refresh-rotate.ts';

type Rotated = Awaited<ReturnType<typeof rotateLiveTokens>> extends Map<string, infer V> ? V : never;

interface Pending extends Rotation {
  resolve: (rotated: Rotated | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for refresh-token rotation: while one rotation statement is in flight, the refreshes that
 * arrive wait and then go together in the next statement (up to `maxBatch`). A lone refresh waits one
 * turn of the event loop, never a timer; under load each commit (a WAL flush on PostgreSQL, a turn of
 * the single PGlite connection) serves many clients. Atomicity per token is the statement's: `revoked = false` is
 * checked and flipped under the row lock, across batches and processes alike.
 */
export class RotationBatcher {
  private pending: Pending[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 64,
  ) {}

  /** The rotated token's session and user; undefined when the token was not live. */
  rotate(hash: string, childHash: string): Promise<Rotated | undefined> {
    return new Promise((resolve, reject) => {
      this.pending.push({ hash, childHash, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      // Start on the next turn of the event loop: the requests already read in this turn join the batch.
      // (PGlite answers without yielding to I/O, so starting at once would always make batches of one.)
      setImmediate(() => void this.drain());
    });
  }

  private async drain() {
    try {
      while (this.pending.length > 0) {
        await this.runBatch(this.takeBatch());
        if (this.pending.length > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.draining = false;
    }
  }

  /** Distinct digests only: a second use of a token in the same batch waits for the next, where it is revoked. */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const seen = new Set<string>();
    const rest: Pending[] = [];
    for (const item of this.pending) {
      if (batch.length < this.maxBatch && !seen.has(item.hash)) {
        seen.add(item.hash);
        batch.push(item);
      } else rest.push(item);
    }
    this.pending = rest;
    return batch;
  }

  private async runBatch(batch: Pending[]) {
    try {
      const rotated = await rotateLiveTokens(this.db, batch);
      for (const item of batch) item.resolve(rotated.get(item.hash));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One failing row (its session ended meanwhile: foreign-key violation) fails the whole statement;
      // retry each alone so only that refresh fails.
      for (const item of batch) await this.runBatch([item]);
    }
  }
}
