import { supportPriority, supportReplyDays, supportRequestSchema, type SupportResponse } from '@selecta/shared/support';
import { Hono } from 'hono';
import { readJson } from '../../lib/read-json.ts';
import { requireUser } from '../../auth/require-user.ts';
import { getUserPlan } from '../../billing/user-plan.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { countSupportRequest } from '../../support/support-limit.ts';
import { sendSupportMail } from '../../support/support-mail.ts';

/** `POST /api/support`: mailed with the plan's priority; the request is kept nowhere but the mail (decision 022). */
export function supportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', requireUser(deps), async (c) => {
    const request = await readJson(c, supportRequestSchema);
    const user = c.get('user');
    const now = new Date();
    await countSupportRequest(deps.db, user.id, now);
    const plan = await getUserPlan(deps.db, user.id, now);
    const priority = supportPriority(plan);
    await sendSupportMail(deps.env, deps.logger, { request, user, plan, priority });
    return c.json({ sent: true, priority, replyDays: supportReplyDays[priority] } satisfies SupportResponse, 200);
  });
}
