import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { parseEnv } from '../env.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createLogger } from './logger.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** What the server's logger writes for `err`, as one string. */
async function loggedFailure(query: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const logger = createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), sink);
  const error = await query().then(() => undefined, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(Error);
  logger.error({ err: error }, 'unhandled error');
  return lines.join('');
}

const email = 'secret-person@example.com';
const hash = '$argon2id$v=19$m=7168,t=5,p=1$SECRETSALT$SECRETHASH';

describe('database errors in the log', () => {
  it('show the query and the error code, never the parameters', async () => {
    const log = await loggedFailure(() => database.db.insert(users).values({ id: 'not-a-uuid', email, encryptedPassword: hash }));
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('"code":"22P02"');
    expect(log).not.toContain(email);
    expect(log).not.toContain('SECRET');
    expect(log).not.toContain('not-a-uuid');
  });

  it('never show the row PostgreSQL quotes in a constraint violation', async () => {
    await database.db.insert(users).values({ email, encryptedPassword: hash });
    const log = await loggedFailure(() => database.db.insert(users).values({ email, encryptedPassword: hash }));
    expect(log).toContain('"code":"23505"');
    expect(log).not.toContain(email);
    expect(log).not.toContain('SECRET');
  });

  it('leave other errors as pino logs them', async () => {
    const log = await loggedFailure(() => Promise.reject(new Error('plain failure')));
    expect(log).toContain('plain failure');
    const raw = await loggedFailure(() => database.db.execute(sql`select ${email}::int`));
    expect(raw).not.toContain(email);
  });
});
