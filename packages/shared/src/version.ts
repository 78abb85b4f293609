import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The product's one version: the extension's manifests, the server's `/api/version` and `/healthz`, the website's
 * footer, the options page and the popup all show it. Changesets bumps it in this package (decision 048).
 */
export const productVersion: string = packageJson.version;

/**
 * The oldest extension this server answers; an older one (or one from before versions, which sends no header) is
 * told to update (426 `extension_outdated`). Raise it only in a major release, and say so in the changelog.
 */
export const minimumExtensionVersion = '1.0.0';

/** The header the extension sends its version in, on every call to `/api/*`. */
export const versionHeader = 'x-selecta-version';

/** `major.minor.patch`, with an optional pre-release (`1.2.0-rc.1`) that sorts before its release. */
export const semverSchema = z.string().regex(/^\d{1,5}\.\d{1,5}\.\d{1,5}(?:-[0-9A-Za-z.-]{1,32})?$/, 'must be a version like 1.2.3');

/** Negative when `a` is older than `b`, 0 when equal, positive when newer; null when either is not a version. */
export function compareVersions(a: string, b: string): number | null {
  if (!semverSchema.safeParse(a).success || !semverSchema.safeParse(b).success) return null;
  const [coreA = '', preA] = a.split('-', 2);
  const [coreB = '', preB] = b.split('-', 2);
  const numbersA = coreA.split('.').map(Number);
  const numbersB = coreB.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (numbersA[i] ?? 0) - (numbersB[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}
