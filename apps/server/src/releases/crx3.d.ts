// crx3 ships no types; the one call the server makes (releases/extension-packages.ts).
declare module 'crx3' {
  import type { Readable } from 'node:stream';

  interface Crx3Options {
    /** PEM private key to sign with (created there when the file is absent). */
    keyPath: string;
    /** Where the signed package is written. */
    crxPath: string;
  }

  /** Signs a zip (as a stream, or a list of files with manifest.json among them) into a CRX3 file. */
  export default function crx3(files: Readable | string[], options: Crx3Options): Promise<{ appId: string }>;
}
