import { productVersion } from '@selecta/shared/version';
import { Hono } from 'hono';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';

/** `GET /api/version`: what this server runs and the oldest extension it answers (decision 048). */
export function versionRoutes({ env }: Pick<AppDeps, 'env'>) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json({ version: productVersion, minimumExtensionVersion: env.EXTENSION_MIN_VERSION }, 200);
  });
}
