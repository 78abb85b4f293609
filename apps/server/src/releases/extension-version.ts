import { compareVersions, productVersion, versionHeader } from '@selecta/shared/version';
import type { Context } from 'hono';

/** Chrome and Edge (`chrome-extension://<32 letters a–p>`) and Firefox (`moz-extension://<a UUID per profile>`). */
export const extensionOrigin = /^(chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Which calls come from an extension older than `minimum` (decision 048): the version it names, else null. Extensions
 * send their version on every `/api/*` call (a GET with host permissions carries no Origin, so the header alone
 * counts); a call from an extension's origin without one is from before versions (0.0.0). Calls from anywhere else
 * (the website, scripts) send neither and are never refused. This release's own extension, when `minimum` lets it
 * in, passes at once: one string comparison on the run's path.
 */
export function outdatedExtension(minimum: string): (c: Context, origin: string | undefined) => string | null {
  const currentPasses = (compareVersions(productVersion, minimum) ?? -1) >= 0;
  return (c, origin) => {
    const version = c.req.header(versionHeader);
    if (version === undefined) return origin !== undefined && extensionOrigin.test(origin) ? '0.0.0' : null;
    if (currentPasses && version === productVersion) return null;
    const order = compareVersions(version, minimum);
    return order === null || order < 0 ? version.slice(0, 32) : null;
  };
}

/** The refusal: in English for an old extension that shows the server's message as it is; new ones word it themselves. */
export function outdatedAnswer(c: Context, version: string, minimum: string): Response {
  return c.json(
    {
      code: 'extension_outdated',
      message: `This version of Selecta (${version}) is too old for this server. Update Selecta to ${minimum} or later.`,
      minimumVersion: minimum,
    },
    400,
  );
}
