import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

/** The request's JSON body checked against a schema; an empty body counts as `{}`. Bad input is a 400, never a 5xx. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(400, 'invalid_request', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}
