import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { node, serverDir } from './testing/spawn-server-for-test.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-prod-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `src/index.ts` as an operator would and collects what it printed until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(node, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    // eslint-disable-next-line no-restricted-properties -- the child needs PATH and nothing else from ours
    env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('a production start without Stripe or SMTP', () => {
  it('is refused with one message that names both and how to allow them', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('STRIPE_SECRET_KEY: is required when NODE_ENV=production');
    expect(output).toContain('ALLOW_TEST_CHECKOUT=true');
    expect(output).toContain('SMTP_URL: is required when NODE_ENV=production');
    expect(output).toContain('ALLOW_OUTBOX_MAIL=true');
    expect(output).not.toContain('Selecta is running');
  }, 60_000);
});
