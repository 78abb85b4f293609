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
