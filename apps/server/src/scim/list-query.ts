import type { Context } from 'hono';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { parseJson } from '../lib/read-json.ts';
import { parseFilter } from './filter.ts';
import { type Resolver, filterSql } from './filter-sql.ts';
import { enterpriseSchemaId } from './resource-schemas.ts';
import { invalidSyntax, invalidValue } from './scim-error.ts';

/** The most Resources one page answers (`ServiceProviderConfig.filter.maxResults`); Okta reads 100 at a time. */
export const maxResults = 200;

type Json = Record<string, unknown>;

const integer = (c: Context, name: string): number | undefined => {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^-?\d{1,12}$/.test(raw.trim())) throw invalidValue(`${name} must be an integer.`);
  return Number(raw.trim());
};

/** Comma-separated attribute names, their schema URN dropped: `attributes` / `excludedAttributes` (RFC 7644 §3.4.2.5). */
const names = (c: Context, name: string, coreUrn: string): string[] | undefined => {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean)
    .map((n) => {
      if (n.startsWith(`${coreUrn.toLowerCase()}:`)) return n.slice(coreUrn.length + 1).split('.')[0]!;
      // An extension's attribute (its URN holds dots: `…:enterprise:2.0:User:department`) stands for the extension.
      const extension = extensionUrns.find((urn) => n === urn || n.startsWith(`${urn}:`));
      return extension ?? n.split('.')[0]!;
    });
};
const extensionUrns = [enterpriseSchemaId.toLowerCase()];

export interface ListQuery {
  where: ReturnType<typeof filterSql> | undefined;
  /** 1-based; below 1 counts as 1 (RFC 7644 §3.4.2.4). */
  startIndex: number;
  /** 0 answers only the total; negative counts as 0; above `maxResults` is cut to it. */
  count: number;
}

export function readListQuery(c: Context, resolver: Resolver): ListQuery {
  const filter = c.req.query('filter');
  const startIndex = Math.max(1, Math.min(integer(c, 'startIndex') ?? 1, 2 ** 31 - 1));
  const count = Math.max(0, Math.min(integer(c, 'count') ?? 100, maxResults));
  return { where: filter === undefined ? undefined : filterSql(parseFilter(filter), resolver), startIndex, count };
}

/** What `attributes` and `excludedAttributes` ask of each resource; `id` and `schemas` are always answered. */
export interface Projection {
  only?: string[];
  excluded?: string[];
}

export const readProjection = (c: Context, coreUrn: string): Projection => ({ only: names(c, 'attributes', coreUrn), excluded: names(c, 'excludedAttributes', coreUrn) });

/** Whether a top-level attribute (or extension) is wanted. */
export function wants(projection: Projection, attribute: string): boolean {
  const name = attribute.toLowerCase();
  if (name === 'id' || name === 'schemas') return true;
  if (projection.only) return projection.only.includes(name);
  return !(projection.excluded ?? []).includes(name);
}

export function project(resource: Json, projection: Projection): Json {
  if (!projection.only && !projection.excluded) return resource;
  return Object.fromEntries(Object.entries(resource).filter(([key]) => wants(projection, key)));
}

export const listResponse = (resources: Json[], total: number, startIndex: number) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** A SCIM request body as JSON: malformed, too deep or holding NUL is 400 `invalidSyntax` (never a 500). */
export async function readScimBody(c: Context): Promise<unknown> {
  try {
    return parseJson(await c.req.text(), z.unknown());
  } catch (error) {
    if (error instanceof HttpError) throw invalidSyntax(error.message);
    throw error;
  }
}
