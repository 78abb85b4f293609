import type { Context } from 'hono';
import type { z } from 'zod';
import { toApiIssue, validationFailed } from './read-json.ts';

/** The query string checked against `schema`: a parameter of the wrong shape is a 400 `validation_failed` naming it. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationFailed(result.error.issues.map(toApiIssue));
  return result.data;
}
