import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { node, serverDir } from '../testing/spawn-server-for-test.ts';

// A process that logs its lines and is then killed outright (as the kernel's OOM killer or `kill -9` would): nothing
// after the kill runs, so only a line already written is in the log.
const script = `
import { createLogger } from './src/lib/logger.ts';
const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
for (let i = 1; i <= 20; i++) logger.info({ line: i }, 'before the kill');
process.kill(process.pid, 'SIGKILL');
`;

function logOfKilledProcess(): Promise<{ signal: NodeJS.Signals | null; lines: { line: number; msg: string }[] }> {
  const child = spawn(node, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  return new Promise((resolve) =>
    child.once('close', (_code, signal) =>
      resolve({ signal, lines: stdout.split('\n').filter(Boolean).map((text) => JSON.parse(text) as { line: number; msg: string }) }),
    ),
  );
}

describe('the server log', () => {
  it('holds every line logged before the process was killed outright, in order', async () => {
    const { signal, lines } = await logOfKilledProcess();
    expect(signal).toBe('SIGKILL');
    expect(lines.map((l) => l.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(lines.every((l) => l.msg === 'before the kill')).toBe(true);
  });
});
