import type { ApiIssue } from '@selecta/shared/api-error';
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Deeper bodies are refused: `JSON.stringify`, drizzle's jsonb and the logger recurse and overflow the stack. */
export const maxJsonDepth = 32;

export const invalidJson = () => new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');

/** A 400 `validation_failed` naming the first issue in its message and listing them all. */
export function validationFailed(issues: ApiIssue[]) {
  const first = issues[0];
  const message = first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'The request body is not valid.';
  return new HttpError(400, 'validation_failed', message, {}, { issues });
}

/**
 * The one way every route reads a JSON body: parsed, bounded in depth, checked against `schema`. An empty body counts
 * as `{}` (supabase-js sends none on logout), so a missing field is `validation_failed`, not `invalid_json`.
 * `c.req.text()` takes the Node adapter's fast path: no web Request is built (decision 014).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseJson(await c.req.text(), schema);
}

export function parseJson<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidJson();
    }
  }
  if (deeperThan(value, maxJsonDepth)) {
    throw validationFailed([{ path: [], code: 'too_deep', message: `nested more than ${maxJsonDepth} levels deep` }]);
  }
  // PostgreSQL's text cannot hold U+0000 (SQLSTATE 22021): no route may try to store it. JSON can only carry it
  // escaped, so a body without `\u0000` in its text has none, and the walk is skipped.
  const nul = text.includes('\\u0000') ? nulPath(value) : undefined;
  if (nul) throw validationFailed([{ path: nul, code: 'nul_character', message: 'must not contain the NUL character (U+0000)' }]);
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(result.error.issues.map(toApiIssue));
  return result.data;
}

export function toApiIssue(issue: z.core.$ZodIssue): ApiIssue {
  const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
  return { path, code: issue.code, message: issue.message };
}

/** Where the first string (or key) holding U+0000 is, walking without recursion. */
export function nulPath(value: unknown): (string | number)[] | undefined {
  const stack: Array<[unknown, (string | number)[]]> = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (Array.isArray(node)) {
      node.forEach((child, index) => stack.push([child, [...path, index]]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}

/** Walks objects and arrays without recursion, so a hostile depth cannot overflow the check itself. */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}
