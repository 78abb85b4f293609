import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { uniqueEmail } from '../support/fixtures.ts';

const authHeaders = { apikey: embeddedAnonKey, 'x-supabase-api-version': '2024-01-01' };

export function signInByApi(request: APIRequestContext, email: string, password: string) {
  return request.post('/auth/v1/token?grant_type=password', { headers: authHeaders, data: { email, password } });
}

/** A new account, signed in in this browser (supabase-js's stored session, as the login form leaves it). */
export async function signedInUser(page: Page, request: APIRequestContext, password = 'first passphrase 1') {
  const email = uniqueEmail('account');
  const signup = await request.post('/auth/v1/signup', { headers: authHeaders, data: { email, password, data: {} } });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()}`);
  const session = await signup.json();
  await page.goto('/en/privacy');
  const key = `sb-${new URL(page.url()).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(session)]);
  return { email, password };
}

/**
 * Signs this browser out by forgetting supabase-js's stored session, from a document of the site that runs no script
 * (its icon): on an app page, requests still on their way (the dashboard's charts, two-step status) would go without a
 * session and be refused, and the browser logs each 401 as a console error.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.clear());
}

/** The newest mail the server wrote to `DATA_DIR/outbox/` for this address. */
export async function latestMail(dataDir: string, to: string): Promise<{ subject: string; text: string; link: string }> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8'));
      if (mail.to === to) return mail;
    }
    // The mail is sent in the background after the neutral answer; poll the folder briefly.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}
