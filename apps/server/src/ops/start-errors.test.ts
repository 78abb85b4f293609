import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port-for-test.ts';
import { postgresRun } from '../testing/postgres-run.ts';
import { node, serverDir } from '../testing/spawn-server-for-test.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'selecta-start-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The real server, started as an operator would, until it exits: its code and what it wrote to stderr. */
function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(node, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    // eslint-disable-next-line no-restricted-properties -- the child needs PATH and nothing else from ours
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true', ALLOW_OUTBOX_MAIL: 'true', DATA_DIR: path.join(dir, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => child.once('exit', (code) => (clearTimeout(timer), resolve({ code, stderr, stdout }))));
}

describe.skipIf(postgresRun)('a start that cannot succeed says why in one line and exits 1', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('a port already in use: which one, and how to choose another', async () => {
    const { code, stderr } = await startExpectingExit({ PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Selecta cannot start: port ${port} is already in use: stop what listens there, or choose another port with PORT=${port + 1}`);
  }, 60_000);

  it('a METRICS_PORT already in use names METRICS_PORT', async () => {
    const { code, stderr } = await startExpectingExit({ PORT: '0', METRICS_PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Selecta cannot start: port ${port} is already in use: stop what listens there, or choose another port with METRICS_PORT=${port + 1}`);
  }, 60_000);

  it('an unreachable DATABASE_URL: where, without the password', async () => {
    const closed = await freePort();
    const { code, stderr } = await startExpectingExit({ PORT: '0', DATABASE_URL: `postgres://app:s3cret-pass@127.0.0.1:${closed}/selecta` });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toBe(`Selecta cannot start: the database at 127.0.0.1:${closed}/selecta (DATABASE_URL) does not answer (ECONNREFUSED): check that PostgreSQL runs there and DATABASE_URL is right`);
    expect(stderr).not.toContain('s3cret-pass');
  }, 60_000);

  it('a DATA_DIR that cannot be written', async () => {
    const file = path.join(dir, 'a-file');
    await writeFile(file, 'not a folder');
    const { code, stderr } = await startExpectingExit({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Selecta cannot start: DATA_DIR ${path.join(file, 'data')} cannot be written (ENOTDIR): choose a folder this user can write with DATA_DIR=…`);
  }, 60_000);
});
