import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The website's build folder: `apps/web/dist`, found by walking up from this module, so it works from the
 * source (tests, `tsx`) and from the server bundle (`apps/server/dist`).
 */
export function findWebDist(start = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
