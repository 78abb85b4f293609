import { Hono } from 'hono';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { runtimeConfig } from './runtime-config.ts';

export function configRoutes({ env }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(runtimeConfig(env), 200);
  });
}
