import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

/** A temporary DATA_DIR whose outbox tests can read; events, not sleeps: `next()` polls for the file. */
export async function tempOutbox() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'selecta-auth-'));
  const dir = path.join(dataDir, 'outbox');
  const seen = new Set<string>();
  return {
    dataDir,
    async next(to: string, timeoutMs = 5000): Promise<OutboxMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const files = await readdir(dir).catch(() => [] as string[]);
        for (const file of files.sort()) {
          if (seen.has(file)) continue;
          const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail;
          if (mail.to !== to) continue;
          seen.add(file);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    async count(to: string) {
      const files = await readdir(dir).catch(() => [] as string[]);
      const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxMail));
      return mails.filter((m) => m.to === to).length;
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
