import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tempOutbox } from '../../auth/outbox-for-test.ts';
import { parseEnv } from '../../env.ts';
import { createLogger } from '../logger.ts';
import { createMailer, linkForLog } from './mailer.ts';

describe('the outbox mailer', () => {
  it('keeps the link in the outbox file and logs it without its token', async () => {
    const outbox = await tempOutbox();
    const logs: string[] = [];
    const sink = new Writable({ write: (chunk, _e, done) => (logs.push(String(chunk)), done()) });
    const env = parseEnv({ DATA_DIR: outbox.dataDir });
    const mailer = createMailer(env, createLogger(env, sink));
    const link = 'http://localhost:3000/auth/v1/verify?token=s3cr3t-token-value&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fen%2Freset-password';
    try {
      await mailer.send({ to: 'someone@example.com', subject: 'Reset your password', text: link, html: link, link });
      const [file] = await readdir(path.join(outbox.dataDir, 'outbox'));
      expect(JSON.parse(await readFile(path.join(outbox.dataDir, 'outbox', file!), 'utf8'))).toMatchObject({ link });
      const log = logs.join('');
      expect(log).toContain('mail written to the outbox');
      expect(log).toContain('type=recovery');
      expect(log).not.toContain('s3cr3t-token-value');
    } finally {
      await outbox.remove();
    }
  });

  it('redacts every secret-looking parameter and the fragment of a logged link', () => {
    expect(linkForLog('https://x.example/invite?token=abc&lang=es#access_token=def')).toBe('https://x.example/invite?token=redacted&lang=es#redacted');
    expect(linkForLog('https://x.example/cb?code=abc&api_key=k')).toBe('https://x.example/cb?code=redacted&api_key=redacted');
    expect(linkForLog('not a url')).toBe('[not a URL]');
  });
});
