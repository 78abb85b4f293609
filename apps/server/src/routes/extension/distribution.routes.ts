import type { Distribution } from '@selecta/shared/install-policy';
import { productVersion } from '@selecta/shared/version';
import { Hono } from 'hono';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../app-env.ts';
import type { ExtensionPackages } from '../../releases/extension-packages.ts';
import { distributionPaths } from '../../releases/update-manifests.ts';

/**
 * `GET /api/extension/distribution`: what an administrator puts in a browser policy to force-install this server's
 * build (decision 048): each browser's extension id and update manifest. Public, as the manifests themselves are.
 */
export function distributionRoutes({ env, packages }: { env: Env; packages: ExtensionPackages }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const [chrome, firefox] = await Promise.all([packages.get('chrome'), packages.get('firefox')]);
    c.header('cache-control', 'no-cache');
    return c.json<Distribution>({
      version: productVersion,
      serverUrl: env.PUBLIC_URL,
      chrome: chrome ? { id: chrome.id, version: chrome.version, updateUrl: `${env.PUBLIC_URL}${distributionPaths.chromeUpdates}` } : null,
      firefox: firefox
        ? {
            id: firefox.id,
            version: firefox.version,
            updateUrl: `${env.PUBLIC_URL}${distributionPaths.firefoxUpdates}`,
            installUrl: `${env.PUBLIC_URL}${distributionPaths.firefoxLatest}`,
          }
        : null,
    });
  });
}
