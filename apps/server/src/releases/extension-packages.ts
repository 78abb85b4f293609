import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import crx3 from 'crx3';
import { strFromU8, unzipSync } from 'fflate';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { type ExtensionBrowser, findExtensionZip } from './extension-zip.ts';
import { type ChromeSigningKey, loadChromeSigningKey } from './chrome-signing-key.ts';

const manifestSchema = z.object({
  version: z.string().min(1),
  browser_specific_settings: z.object({ gecko: z.object({ id: z.string().min(1) }) }).optional(),
});

/** A built package as the server offers it: its bytes, the version its manifest says, and its id. */
export interface ExtensionPackage {
  id: string;
  version: string;
  bytes: Buffer;
  /** `sha256:<hex>` of the bytes, as Firefox's update manifest wants it. */
  sha256: string;
}

function manifestOf(zip: Buffer): z.infer<typeof manifestSchema> {
  const files = unzipSync(new Uint8Array(zip), { filter: (file) => file.name === 'manifest.json' });
  const manifest = files['manifest.json'];
  if (!manifest) throw new Error('the package has no manifest.json');
  return manifestSchema.parse(JSON.parse(strFromU8(manifest)));
}

/** CRX3: the zip, signed (SHA-256 with RSA) by the key, with the key's public half in the header (crx3 writes it). */
async function signCrx(zipFile: string, key: ChromeSigningKey): Promise<Buffer> {
  // crx3 reads its key from a file and writes the package to one: both in a folder only this process can read.
  const dir = await mkdtemp(path.join(tmpdir(), 'selecta-crx-'));
  try {
    const keyPath = path.join(dir, 'key.pem');
    const crxPath = path.join(dir, 'selecta.crx');
    await writeFile(keyPath, key.pem, { mode: 0o600 });
    await crx3(createReadStream(zipFile), { keyPath, crxPath });
    return await readFile(crxPath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function build(browser: ExtensionBrowser, file: string, env: Env): Promise<ExtensionPackage> {
  const zip = await readFile(file);
  const manifest = manifestOf(zip);
  let id: string;
  let bytes: Buffer = zip;
  if (browser === 'chrome') {
    const key = await loadChromeSigningKey(env);
    id = key.id;
    bytes = await signCrx(file, key);
  } else {
    id = manifest.browser_specific_settings?.gecko.id ?? '';
    if (!id) throw new Error('the Firefox package has no gecko id');
  }
  return { id, version: manifest.version, bytes, sha256: `sha256:${createHash('sha256').update(bytes).digest('hex')}` };
}

/**
 * The packages to offer for self-hosted installs, built from what `npm run build` made (or EXTENSION_PACKAGES_DIR):
 * Chromium's signed as a CRX with the operator's key, Firefox's as it is. Made on first use and again whenever the zip
 * changes; the same zip and key give the same bytes on every replica (RSA PKCS#1 v1.5 signatures are deterministic).
 */
export function extensionPackages(env: Env) {
  const cache = new Map<ExtensionBrowser, { stamp: string; built: Promise<ExtensionPackage> }>();
  const find = (browser: ExtensionBrowser) =>
    env.EXTENSION_PACKAGES_DIR ? findExtensionZip(browser, env.EXTENSION_PACKAGES_DIR, false) : findExtensionZip(browser);
  return {
    find,
    /** The package, or undefined when there is no build. */
    async get(browser: ExtensionBrowser): Promise<ExtensionPackage | undefined> {
      const file = find(browser);
      const info = file ? await stat(file).catch(() => undefined) : undefined;
      if (!file || !info) return undefined;
      const stamp = `${file}:${info.size}:${info.mtimeMs}`;
      let entry = cache.get(browser);
      if (entry?.stamp !== stamp) {
        entry = { stamp, built: build(browser, file, env) };
        cache.set(browser, entry);
        const failed = entry;
        entry.built.catch(() => cache.get(browser) === failed && cache.delete(browser));
      }
      return entry.built;
    },
  };
}

export type ExtensionPackages = ReturnType<typeof extensionPackages>;
