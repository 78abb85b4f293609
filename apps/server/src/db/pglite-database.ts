import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db, Listen } from './database.ts';

/** A PGlite client as a `Database`. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  const listen: Listen = async (channel, onNotify, onListen) => {
    await client.listen(channel, onNotify);
    onListen();
  };
  // One process owns a PGlite directory: there is nobody to take turns with.
  const exclusively = <T>(_key: number, work: () => Promise<T>) => work();
  return { db, counters: db, kind: 'pglite', connections: 1, listen, exclusively, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
