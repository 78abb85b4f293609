import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The changesets waiting to be released (`.changeset/*.md`, its README aside). */
export function pendingChangesets(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');
}

/** `sha256sum`'s format for every file under `dir`, by path relative to it: what an operator checks a download against. */
export function checksums(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return checksums(full, base);
      if (name === 'SHA256SUMS') return [];
      return [`${createHash('sha256').update(readFileSync(full)).digest('hex')}  ${path.relative(base, full)}`];
    });
}
