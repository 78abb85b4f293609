import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extensionDir } from '../extension-fixtures.ts';

/**
 * Chromium on Linux reads machine policy from this folder, for every Chromium on the machine. So the policy spec
 * loads a copy of the build with a key of its own (`policy-test-key.pub`): its policy names only that id under
 * `3rdparty.extensions`, and no other run (the other specs' build, another checkout's) is touched by it.
 */
const policyDir = '/etc/chromium/policies/managed';
const policyFile = path.join(policyDir, 'selecta-e2e-policy.json');
const key = readFileSync(new URL('./policy-test-key.pub', import.meta.url), 'utf8').trim();

/** Chromium's id for a manifest key: the first 128 bits of its SHA-256, written with the letters a–p. */
export function extensionIdOf(publicKey: string): string {
  const hex = createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

export const policyExtensionId = extensionIdOf(key);

/** A copy of the built extension whose manifest carries the policy spec's key. */
export function policyBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'selecta-policy-ext-'));
  cpSync(extensionDir, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, key }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Sets the extension's managed storage as an admin's JSON policy does (Chromium reads a changed file once it has settled, ~5 s). */
export function writePolicy(values: Record<string, unknown>): void {
  mkdirSync(policyDir, { recursive: true });
  writeFileSync(policyFile, JSON.stringify({ '3rdparty': { extensions: { [policyExtensionId]: values } } }));
}

export function removePolicy(): void {
  rmSync(policyFile, { force: true });
}
