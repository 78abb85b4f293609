// Runs a command with TEST_DATABASE_URL pointing at the PostgreSQL server, so the same tests take the production path.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: with-postgres <command> [args…]');
const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(result.status ?? 1);
