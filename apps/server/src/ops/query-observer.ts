import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/** Hears one query: called at its start, it answers the function to call at its end (with its error, if any). */
export type QueryListener = (query: string | undefined) => (error?: unknown) => void;

const listeners = new Set<QueryListener>();
type QueryWithCache = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/**
 * Every query drizzle runs, on either driver, goes through `PgPreparedQuery.queryWithCache` (plain, prepared and
 * transactional alike); postgres.js and PGlite offer no hook with the query's end. It is wrapped once, and only when
 * metrics or tracing are on: with neither, drizzle runs untouched (decision 033).
 */
export function observeQueries(listener: QueryListener): () => void {
  install();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

let installed = false;
function install() {
  if (installed) return;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache?: QueryWithCache };
  const original = prototype.queryWithCache;
  if (typeof original !== 'function') throw new Error('drizzle-orm no longer has PgPreparedQuery.queryWithCache: update ops/query-observer.ts');
  installed = true;
  prototype.queryWithCache = async function observed(...args) {
    if (listeners.size === 0) return original.apply(this, args);
    // The SQL text with its placeholders (`$1`), never the values.
    const query = typeof args[0] === 'string' ? args[0] : undefined;
    const ends = [...listeners].map((listener) => listener(query));
    try {
      const result = await original.apply(this, args);
      for (const end of ends) end();
      return result;
    } catch (error) {
      for (const end of ends) end(error);
      throw error;
    }
  };
}

/** The SQLSTATE of a failed query (drizzle wraps the driver's error as its `cause`), or `connection`. */
export function sqlState(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause ?? error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : 'connection';
}
