import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productVersion } from '@selecta/shared/version';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const output = fileURLToPath(new URL('../../../apps/extension/.output', import.meta.url));
const built = { chrome: 'selecta-chrome.zip', firefox: 'selecta-firefox.zip' } as const;

/** The next patch release after the product's: the version a test serves as "the update". */
export const nextVersion = productVersion.replace(/^(\d+)\.(\d+)\.(\d+).*$/, (_, major, minor, patch) => `${major}.${minor}.${Number(patch) + 1}`);

/**
 * A folder of packages for a test server (EXTENSION_PACKAGES_DIR): the built zips, or copies whose manifest says
 * another version (and whatever else `change` sets), as a release would make them.
 */
export function packageFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'selecta-packages-'));
  return {
    dir,
    /** Writes the browser's package, its manifest changed by `change`; atomically, as a deploy replaces a file. */
    write(browser: keyof typeof built, change: (manifest: Record<string, unknown>) => void = () => {}) {
      const files = unzipSync(new Uint8Array(readFileSync(path.join(output, built[browser]))));
      const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, unknown>;
      change(manifest);
      files['manifest.json'] = strToU8(JSON.stringify(manifest));
      const temp = path.join(dir, `.${built[browser]}`);
      writeFileSync(temp, zipSync(files));
      renameSync(temp, path.join(dir, built[browser]));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
