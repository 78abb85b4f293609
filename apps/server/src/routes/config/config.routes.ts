import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { runtimeConfig } from './runtime-config.ts';

export function configRoutes({ env }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(runtimeConfig(env), 200);
  });
}
