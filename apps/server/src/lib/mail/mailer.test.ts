import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tempOutbox } from '../../testing/outbox-for-test.ts';
import { parseEnv } from '../../env.ts';
import { createLogger } from '../logger.ts';
import { createTestApp } from '../../testing/test-app.ts';
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

  it('moves each message into the outbox whole: a reader polling the folder never finds half a file', async () => {
    const outbox = await tempOutbox();
    const env = parseEnv({ DATA_DIR: outbox.dataDir });
    const mailer = createMailer(env, createLogger(env, new Writable({ write: (_c, _e, done) => done() })));
    const text = 'x'.repeat(2_000_000);
    const folder = path.join(outbox.dataDir, 'outbox');
    try {
      let sending = true;
      const sent = Promise.all(Array.from({ length: 8 }, (_, i) => mailer.send({ to: `p${i}@example.com`, subject: 'Big', text, html: text, link: 'https://example.com/' })))
        .finally(() => (sending = false));
      while (sending) {
        for (const file of await readdir(folder).catch(() => [] as string[])) {
          expect(JSON.parse(await readFile(path.join(folder, file), 'utf8')).text).toHaveLength(text.length);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await sent;
      expect((await readdir(folder)).length).toBe(8);
      expect((await readdir(outbox.dataDir)).filter((f) => f.endsWith('.part'))).toEqual([]);
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

/** A port where nothing listens: the mail server is down. */
async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the SMTP mailer when the mail server is down', () => {
  it('answers a sign-up 503 email_send_failed with Retry-After, and logs neither the address nor the link', async () => {
    const t = await createTestApp({ AUTH_EMAIL_CONFIRM: 'true', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const email = `down-${Date.now()}@example.com`;
      const res = await t.app.request('/auth/v1/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a-long-enough-passphrase-42' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      // GoTrue's error shape on the auth routes: supabase-js reads error_code.
      expect(await res.json()).toMatchObject({ code: 503, error_code: 'email_send_failed', msg: expect.stringContaining('try again') });
      const log = t.logs.join('');
      expect(log).toContain('the SMTP server did not take a mail');
      expect(log).not.toContain(email);
      expect(log).not.toContain('unhandled error');
    } finally {
      await t.close();
    }
  });
});
