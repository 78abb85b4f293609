import { Hono } from 'hono';
import { consentRequestSchema, deleteAccountRequestSchema } from '@selecta/shared/account';
import { accountUser } from '../../account/account-user.ts';
import { userAudit } from '../../audit/audit-log.ts';
import { securityActivity } from '../../audit/security-activity.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import { latestConsent, recordConsent } from '../../account/consent.ts';
import { deleteAccount, sameEmail } from '../../account/delete-account.ts';
import { exportUserData } from '../../account/export-data.ts';
import { proveAccountOwner } from '../../account/prove-owner.ts';
import { readJson } from '../../lib/read-json.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';

/** `/api/account`: the privacy rights (export, delete), consent records and the security activity (decision 044). */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use(requireUser(deps))
    .get('/export', async (c) => {
      const { user } = await accountUser(deps, c);
      const data = await exportUserData(deps, user);
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="selecta-data-${day}.json"`);
      return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .delete('/', requireAal2IfEnrolled(deps), async (c) => {
      const { user, sessionId } = await accountUser(deps, c);
      const body = await readJson(c, deleteAccountRequestSchema);
      if (!sameEmail(body.email, user.email)) {
        throw new HttpError(400, 'email_mismatch', 'The email you typed does not match this account.');
      }
      await proveAccountOwner(deps, user, sessionId, body);
      await deleteAccount(deps, user.id, userAudit(c, deps.env));
      deps.logger.info({ userId: user.id }, 'account deleted');
      return c.json({ deleted: true }, 200);
    })
    .get('/security-activity', async (c) => {
      const { user } = await accountUser(deps, c);
      return c.json({ events: await securityActivity(deps.db, user.id) }, 200);
    })
    .get('/consent', async (c) => {
      const { user } = await accountUser(deps, c);
      return c.json(await latestConsent(deps.db, user.id), 200);
    })
    .put('/consent', async (c) => {
      const { user } = await accountUser(deps, c);
      const body = await readJson(c, consentRequestSchema);
      return c.json(await recordConsent(deps.db, user.id, body.analytics), 200);
    });
}
