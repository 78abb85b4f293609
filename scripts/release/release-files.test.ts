import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checksums, pendingChangesets } from './release-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'selecta-release-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run release', () => {
  it('releases the changesets waiting in .changeset/, not its README or config', () => {
    for (const name of ['README.md', 'config.json', 'brave-cats.md', 'wide-options.md']) writeFileSync(path.join(dir, name), '');
    expect(pendingChangesets(dir).sort()).toEqual(['brave-cats.md', 'wide-options.md']);
  });

  it('lists a checksum for every file it ships, in sha256sum format', () => {
    const out = path.join(dir, 'out');
    mkdirSync(path.join(out, 'store'), { recursive: true });
    writeFileSync(path.join(out, 'store', 'selecta-chrome.zip'), 'abc');
    writeFileSync(path.join(out, 'SHA256SUMS'), 'old');
    expect(checksums(out)).toEqual(['ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  store/selecta-chrome.zip']);
  });
});
