import type { Db } from './client.ts';

/**
 * `build(db)` made once per database and kept for as long as that database is: for prepared statements on hot paths,
 * whose SQL would otherwise be rebuilt on every call (a quarter of a millisecond of CPU each).
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

/** `build(db, n)` made once per database and per `n`: a prepared statement whose SQL depends on a count (of windows). */
export function perDatabaseAndCount<T>(build: (db: Db, n: number) => T): (db: Db, n: number) => T {
  const byCount = perDatabase(() => new Map<number, T>());
  return (db, n) => {
    const built = byCount(db);
    let value = built.get(n);
    if (value === undefined) built.set(n, (value = build(db, n)));
    return value;
  };
}
