import { Hono } from 'hono';
import { z } from 'zod';
import { accountUser } from '../../account/account-user.ts';
import { mailLocaleOf } from '../../auth/mail-locale.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { readJson } from '../../lib/read-json.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { cancelRecovery, completeRecovery, confirmRecovery, recoveryState, startRecovery } from '../../mfa/recovery.ts';

const passwordBody = z.object({ password: z.string().max(1024), locale: z.string().max(10).optional() });
const codeBody = z.object({ code: z.string().regex(/^\d{6}$/), locale: z.string().max(10).optional() });

/**
 * `/api/mfa/recovery` (decision 046): a person whose authenticator is lost removes two-step verification with their
 * password and a mailed code, after a waiting period. Served to a session signed in halfway (aal1): that is who needs it.
 */
export function mfaRecoveryRoutes(deps: AppDeps) {
  const ctx = { deps, mailer: createMailer(deps.env, deps.logger) };
  const locale = (chosen: string | undefined, acceptLanguage: string | undefined) => mailLocaleOf(chosen, undefined, acceptLanguage);
  return new Hono<AppEnv>()
    .use(requireUser(deps, { allowAal1: true }))
    .use(async (c, next) => {
      c.header('cache-control', 'no-store');
      await next();
    })
    .get('/', async (c) => c.json(await recoveryState(ctx, c.var.user.id)))
    .post('/start', async (c) => {
      const { user, sessionId } = await accountUser(deps, c);
      const body = await readJson(c, passwordBody);
      return c.json(await startRecovery(ctx, user, sessionId ?? '', body.password, locale(body.locale, c.req.header('accept-language'))));
    })
    .post('/confirm', async (c) => {
      const { user } = await accountUser(deps, c);
      const body = await readJson(c, codeBody);
      return c.json(await confirmRecovery(ctx, user, body.code, locale(body.locale, c.req.header('accept-language')), requestOrigin(c, deps.env)));
    })
    .post('/complete', async (c) => {
      const { user, sessionId } = await accountUser(deps, c);
      const body = await readJson(c, passwordBody);
      await completeRecovery(ctx, user, sessionId ?? '', body.password, locale(body.locale, c.req.header('accept-language')), requestOrigin(c, deps.env));
      return c.json({ completed: true });
    })
    .delete('/', async (c) => {
      await cancelRecovery(ctx, c.var.user.id);
      return c.json(await recoveryState(ctx, c.var.user.id));
    });
}
