import { writeFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tarball: test files load it in well under a second instead of running initdb. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // eslint-disable-next-line no-restricted-properties -- the PostgreSQL run needs no template
  if (process.env.TEST_DATABASE_URL) return project.provide('pgliteTemplate', '');
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.dump!();
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'selecta-pglite-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
