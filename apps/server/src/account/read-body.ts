import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';

/** The JSON body checked against `schema`; anything else is a 400 `validation_failed` naming the field. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw: unknown = await c.req.json().catch(() => {
    throw new HttpError(400, 'validation_failed', 'The request body must be JSON.');
  });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    throw new HttpError(400, 'validation_failed', `${field}: ${issue.message}`);
  }
  return parsed.data;
}
