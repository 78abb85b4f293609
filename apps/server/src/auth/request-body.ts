import type { Context } from 'hono';
import { z } from 'zod';
import { jsonbProblem } from '../lib/jsonb-safe.ts';
import { readJson } from '../lib/read-json.ts';
import { AuthError } from './auth-error.ts';

const jsonObject = z.record(z.string(), z.unknown());

/** The JSON object body, read as every route reads one; auth's `onError` gives its errors GoTrue's envelope. */
export function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  return readJson(c, jsonObject);
}

/** A string field, or a 400 `validation_failed` naming it: wrong types never reach a query. */
export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', `${field} must be a string`);
  return value;
}

// Printable ASCII only: internationalised addresses are refused rather than stored in a form we cannot mail.
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Lowercased, trimmed and checked as GoTrue does (`Unable to validate email address: invalid format`). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !emailPattern.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** `data` of sign-up and `PUT /user`: a plain object of at most 16 kB of JSON. */
export function optionalMetadata(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const data = body.data;
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) throw new AuthError(400, 'validation_failed', 'data must be an object');
  // The shared reader has refused anything deeper than 32 levels, so this cannot overflow the stack.
  const json = JSON.stringify(data);
  if (json.length > 16_384) throw new AuthError(400, 'validation_failed', 'data is too large');
  const problem = jsonbProblem(data);
  if (problem) throw new AuthError(400, 'validation_failed', `data ${problem}`);
  return data as Record<string, unknown>;
}
