import { z } from 'zod';
import { type AttributeDef, enterpriseAttributes, enterpriseSchemaId, findAttribute, userAttributes } from './resource-schemas.ts';
import { invalidSyntax, invalidValue } from './scim-error.ts';

/** Bounds on what a directory may store per person: a name, an address, a handful of numbers. */
const maxString = 1024;
const maxValues = 20;

/** A User as this service keeps it: three columns and the other attributes as given (never the password). */
export interface UserInput {
  userName: string;
  externalId: string | null;
  active: boolean;
  attributes: Record<string, unknown>;
}

export interface GroupInput {
  displayName: string;
  externalId: string | null;
  members: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const entry = (body: Json, name: string) => Object.entries(body).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** Entra sends `"False"`/`"True"` for booleans (without its compliance flag): read as booleans, case-insensitively. */
export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw invalidValue(`${path} must be true or false.`);
}

function readString(value: unknown, path: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw invalidValue(`${path} must be a string.`);
  if (value.length > maxString) throw invalidValue(`${path} is longer than ${maxString} characters.`);
  return value;
}

/** One attribute's value checked against its description, or undefined to leave it out (null, empty, write-only). */
function readValue(def: AttributeDef, value: unknown, path: string): unknown {
  if (value === null || value === undefined || def.mutability === 'readOnly' || def.mutability === 'writeOnly') return undefined;
  if (def.multiValued) {
    const items = Array.isArray(value) ? value : [value];
    if (items.length > maxValues) throw invalidValue(`${path} has more than ${maxValues} values.`);
    const read = items.map((item, i) => readComplex(def, item, `${path}[${i}]`)).filter((item) => Object.keys(item).length > 0);
    return read.length > 0 ? read : undefined;
  }
  if (def.type === 'complex') {
    const read = readComplex(def, value, path);
    return Object.keys(read).length > 0 ? read : undefined;
  }
  if (def.type === 'boolean') return readBoolean(value, path);
  return readString(value, path);
}

function readComplex(def: AttributeDef, value: unknown, path: string): Json {
  // A multi-valued attribute's item may come as its bare value (`"emails": ["a@b.c"]`).
  if (!isObject(value)) return def.multiValued && typeof value === 'string' ? { value: readString(value, path) } : fail(path);
  return readObject(def.subAttributes ?? [], value, path);
}

const fail = (path: string): never => {
  throw invalidValue(`${path} must be an object.`);
};

/** The known attributes of `body` (names in any case) under their canonical names; unknown ones are ignored. */
function readObject(defs: AttributeDef[], body: Json, prefix = ''): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(body)) {
    const def = findAttribute(defs, key);
    if (!def) continue;
    const read = readValue(def, value, `${prefix}${prefix ? '.' : ''}${def.name}`);
    if (read !== undefined) out[def.name] = read;
  }
  return out;
}

const identifier = (value: unknown, path: string) => {
  if (value === null || value === undefined) return null;
  const read = readString(value, path).trim();
  if (read.length > 256) throw invalidValue(`${path} is longer than 256 characters.`);
  return read || null;
};

/** A User resource from a POST or PUT body, or the result of a PATCH: 400 `invalidValue` names the first bad attribute. */
export function readUser(body: unknown): UserInput {
  if (!isObject(body)) throw invalidSyntax('The body must be a SCIM User object.');
  const userName = identifier(entry(body, 'userName'), 'userName');
  if (!userName) throw invalidValue('userName is required.');
  const active = entry(body, 'active');
  const attributes = readObject(
    userAttributes.filter((d) => !['userName', 'active'].includes(d.name)),
    body,
  );
  const enterprise = entry(body, enterpriseSchemaId);
  if (enterprise !== undefined && enterprise !== null) {
    if (!isObject(enterprise)) throw invalidValue(`${enterpriseSchemaId} must be an object.`);
    const read = readObject(enterpriseAttributes, enterprise);
    if (Object.keys(read).length > 0) attributes[enterpriseSchemaId] = read;
  }
  return { userName, externalId: identifier(entry(body, 'externalId'), 'externalId'), active: active === undefined || active === null ? true : readBoolean(active, 'active'), attributes };
}

/** Members a group may list in one request (the body limit of 1 MiB holds about this many). */
export const maxGroupMembers = 10_000;

export function readGroup(body: unknown): GroupInput {
  if (!isObject(body)) throw invalidSyntax('The body must be a SCIM Group object.');
  const displayName = identifier(entry(body, 'displayName'), 'displayName');
  if (!displayName) throw invalidValue('displayName is required.');
  return { displayName, externalId: identifier(entry(body, 'externalId'), 'externalId'), members: readMembers(entry(body, 'members')) };
}

/** Member references (`[{value: "<User id>"}]`): the ids, each once. */
export function readMembers(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const items = Array.isArray(value) ? value : [value];
  if (items.length > maxGroupMembers) throw invalidValue(`A group may list at most ${maxGroupMembers} members in one request.`);
  const ids = items.map((item, i) => {
    const id = isObject(item) ? entry(item, 'value') : undefined;
    if (typeof id !== 'string' || id.length > 256) throw invalidValue(`members[${i}] needs a value: the id of a User.`);
    return id;
  });
  return [...new Set(ids)];
}

const emailSchema = z.string().trim().toLowerCase().max(320).pipe(z.email());

/**
 * The address of the person's Selecta account: the primary email, else the work one, else the first, else `userName`
 * (Okta's and Entra's userName is usually the sign-in address). 400 `invalidValue` when it is no email address.
 */
export function accountEmail(user: UserInput): string {
  const emails = (user.attributes.emails as Json[] | undefined) ?? [];
  const chosen = emails.find((e) => e.primary === true) ?? emails.find((e) => String(e.type).toLowerCase() === 'work') ?? emails[0];
  const address = typeof chosen?.value === 'string' ? chosen.value : user.userName;
  const parsed = emailSchema.safeParse(address);
  if (!parsed.success) throw invalidValue(`"${address.slice(0, 100)}" is not an email address: give the person's work email in emails or userName.`);
  return parsed.data;
}
