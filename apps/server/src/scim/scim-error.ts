import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../teams/teams.ts';

export const scimContentType = 'application/scim+json';
export const errorSchema = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 §3.12's `scimType`s a client acts on. */
export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'invalidVers' | 'sensitive';

/** A refusal in SCIM's own error shape (RFC 7644 §3.12): `status` as a string, `scimType` where the RFC names one. */
export class ScimError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const mutability = (detail: string) => new ScimError(400, detail, 'mutability');
export const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');
export const notFound = (what: 'User' | 'Group', id: string) => new ScimError(404, `${what} ${id.slice(0, 100)} not found`);

/** Every SCIM answer is `application/scim+json`. */
export function scimJson(c: Context, body: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), status, { 'content-type': scimContentType, ...headers });
}

export function scimErrorResponse(c: Context, error: ScimError) {
  return scimJson(c, { schemas: [errorSchema], status: String(error.status), ...(error.scimType ? { scimType: error.scimType } : {}), detail: error.detail }, error.status);
}

/** Runs `work` in a transaction; a unique index tripped by a concurrent write is the 409 `conflict()` says, not a 500. */
export async function uniqueInTransaction<T>(db: Db, conflict: () => ScimError, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
