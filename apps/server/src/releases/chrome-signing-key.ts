import { createHash, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Env } from '../env.ts';
import { cachedKeyLoader, readOrCreateKeyFile } from '../lib/key-file.ts';

/** The key that signs the Chromium package: its public half fixes the extension's id for every release (decision 048). */
export interface ChromeSigningKey {
  /** PKCS#8 PEM of the private key (what the CRX writer reads). */
  pem: string;
  /** The extension id Chromium derives from the public key: its SHA-256's first 16 bytes, written with the letters a–p. */
  id: string;
}

const newPem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

export function chromeExtensionId(publicKey: KeyObject): string {
  const digest = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 32);
  return [...digest].map((hex) => String.fromCharCode(97 + Number.parseInt(hex, 16))).join('');
}

function fromPem(pem: string): ChromeSigningKey {
  const publicKey = createPublicKey(pem);
  if (publicKey.asymmetricKeyType !== 'rsa') throw new Error('EXTENSION_SIGNING_KEY must be an RSA key: Chromium signs extensions with RSA');
  return { pem, id: chromeExtensionId(publicKey) };
}

const loadKey = cachedKeyLoader('extension/chrome-signing-key.pem', async (source) => {
  if (source.kind === 'variable') return fromPem(source.value.replace(/\\n/g, '\n'));
  if (source.kind === 'memory') return fromPem(newPem());
  return fromPem(await readOrCreateKeyFile(source.file, newPem));
});

/** EXTENSION_SIGNING_KEY when set (every replica the same), else a key made once in DATA_DIR/extension/ and kept. */
export function loadChromeSigningKey(env: Env): Promise<ChromeSigningKey> {
  return loadKey(env, env.EXTENSION_SIGNING_KEY);
}
