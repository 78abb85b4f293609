import { filter as matcher } from 'scim2-parse-filter';
import { type Filter, parseFilter } from './filter.ts';
import { type AttributeDef, findAttribute } from './resource-schemas.ts';
import { ScimError, invalidPath, invalidSyntax, invalidValue, mutability } from './scim-error.ts';

/** What a PATCH may reach: the resource's attributes, and its extension's (a URN key holding an object). */
export interface PatchSchema {
  coreUrn: string;
  attributes: AttributeDef[];
  extension?: { urn: string; attributes: AttributeDef[] };
}

export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path?: string;
  value?: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const entry = (body: Json, name: string) => Object.entries(body).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
const maxOperations = 1000;
const noTarget = (detail: string) => new ScimError(400, detail, 'noTarget');

/** A PatchOp body (RFC 7644 §3.5.2): op names in any case (Entra sends `Replace`), 400 `invalidSyntax` otherwise. */
export function readPatch(body: unknown): PatchOperation[] {
  const operations = isObject(body) ? entry(body, 'Operations') : undefined;
  if (!Array.isArray(operations) || operations.length === 0) throw invalidSyntax('The body must be a PatchOp with a non-empty Operations array.');
  if (operations.length > maxOperations) throw invalidSyntax(`A PATCH may carry at most ${maxOperations} operations.`);
  return operations.map((operation, i) => {
    if (!isObject(operation)) throw invalidSyntax(`Operations[${i}] must be an object.`);
    const op = entry(operation, 'op');
    const path = entry(operation, 'path');
    if (typeof op !== 'string' || !['add', 'replace', 'remove'].includes(op.toLowerCase())) throw invalidSyntax(`Operations[${i}].op must be add, replace or remove.`);
    if (path !== undefined && path !== null && typeof path !== 'string') throw invalidPath(`Operations[${i}].path must be a string.`);
    return { op: op.toLowerCase() as PatchOperation['op'], ...(typeof path === 'string' && path.trim() !== '' ? { path: path.trim() } : {}), value: entry(operation, 'value') };
  });
}

/** Where a path points: a container (the resource, or its extension object), one of its attributes, a value filter, a sub-attribute. */
interface Target {
  container?: string;
  attr?: AttributeDef;
  filter?: Filter;
  sub?: AttributeDef;
}

const pathPattern = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z$][\w$-]*))?$/s;

/** The target of `path`, or undefined for an attribute this service does not keep (ignored, as in a POST). */
function parsePath(path: string, schema: PatchSchema): Target | undefined {
  if (path.length > 500) throw invalidPath('The path is too long.');
  let rest = path;
  let container: string | undefined;
  const lower = path.toLowerCase();
  const ext = schema.extension?.urn;
  if (lower.startsWith(`${schema.coreUrn.toLowerCase()}:`)) rest = path.slice(schema.coreUrn.length + 1);
  else if (ext && lower === ext.toLowerCase()) return { container: ext };
  else if (ext && lower.startsWith(`${ext.toLowerCase()}:`)) [container, rest] = [ext, path.slice(ext.length + 1)];
  else if (lower.startsWith('urn:')) return undefined;
  const match = pathPattern.exec(rest);
  if (!match) throw invalidPath(`"${path.slice(0, 100)}" is not a valid attribute path.`);
  const [, name, filterText, subName] = match;
  const attr = findAttribute(container ? schema.extension!.attributes : schema.attributes, name!);
  if (!attr) return undefined;
  const sub = subName ? findAttribute(attr.subAttributes ?? [], subName) : undefined;
  if (subName && !sub) return undefined;
  if (filterText !== undefined && !attr.multiValued) throw invalidPath(`${attr.name} is not multi-valued: it takes no filter.`);
  let filter: Filter | undefined;
  if (filterText !== undefined) {
    try {
      filter = parseFilter(filterText);
    } catch (error) {
      throw invalidPath(`The filter in "${path.slice(0, 100)}" is not valid: ${(error as Error).message}`);
    }
  }
  return { container, attr, filter, sub };
}

/**
 * Applies the operations to a copy of `resource` (the resource as the service would answer it) and returns the copy,
 * to be checked like a PUT body. What Okta and Entra ID send is covered: path-less `replace` with plain or dotted keys
 * (Entra's compliance flag) and with `id`; `emails[type eq "work"].value` (an item made when none matches);
 * `name.givenName`; extension URN paths; members added, replaced, removed by filter or (Entra) by a value list.
 */
export function applyPatch(resource: Json, operations: PatchOperation[], schema: PatchSchema, readOnly: Record<string, unknown>): Json {
  const doc = structuredClone(resource);
  for (const operation of operations) {
    if (operation.path) {
      const readOnlyKey = Object.keys(readOnly).find((k) => k.toLowerCase() === operation.path!.toLowerCase());
      if (readOnlyKey) {
        refuseReadOnly(operation, readOnlyKey, readOnly);
        continue;
      }
      const target = parsePath(operation.path, schema);
      if (target) applyAt(doc, operation.op, target, operation.value);
      continue;
    }
    if (operation.op === 'remove') throw noTarget('A remove operation needs a path.');
    if (!isObject(operation.value)) throw invalidValue('An operation without a path needs an object value.');
    for (const [key, value] of Object.entries(operation.value)) {
      const readOnlyKey = Object.keys(readOnly).find((k) => k.toLowerCase() === key.toLowerCase());
      if (readOnlyKey) {
        refuseReadOnly({ ...operation, value }, readOnlyKey, readOnly);
        continue;
      }
      if (['schemas', 'meta'].includes(key.toLowerCase())) continue;
      const target = parsePath(key, schema);
      // Without a path, a complex value's sub-attributes are set one by one (the others stay).
      if (target) applyAt(doc, operation.op === 'replace' && !target.attr?.multiValued ? 'add' : operation.op, target, value);
    }
  }
  return doc;
}

/** `id` and the like: setting them to what they are is a no-op (Okta's group rename sends the id); else 400 `mutability`. */
function refuseReadOnly(operation: PatchOperation, key: string, readOnly: Record<string, unknown>): void {
  if (operation.op !== 'remove' && readOnly[key] !== undefined && operation.value === readOnly[key]) return;
  throw mutability(`${key} cannot be changed.`);
}

function holderOf(doc: Json, container: string | undefined): Json {
  if (!container) return doc;
  if (!isObject(doc[container])) doc[container] = {};
  return doc[container] as Json;
}

function applyAt(doc: Json, op: PatchOperation['op'], target: Target, value: unknown): void {
  if (!target.attr) {
    // The whole extension object.
    if (op === 'remove') delete doc[target.container!];
    else if (!isObject(value)) throw invalidValue(`${target.container} takes an object.`);
    else doc[target.container!] = op === 'add' && isObject(doc[target.container!]) ? { ...(doc[target.container!] as Json), ...value } : { ...value };
    return;
  }
  const holder = holderOf(doc, target.container);
  const name = target.attr.name;
  if (target.attr.multiValued) return applyMulti(holder, op, target, value);
  if (target.sub) {
    if (op === 'remove') {
      if (isObject(holder[name])) delete (holder[name] as Json)[target.sub.name];
      return;
    }
    holder[name] = { ...(isObject(holder[name]) ? (holder[name] as Json) : {}), [target.sub.name]: value };
    return;
  }
  if (op === 'remove') delete holder[name];
  else if (op === 'add' && target.attr.type === 'complex' && isObject(value) && isObject(holder[name])) holder[name] = { ...(holder[name] as Json), ...value };
  else holder[name] = value;
}

function applyMulti(holder: Json, op: PatchOperation['op'], target: Target, value: unknown): void {
  const name = target.attr!.name;
  const items = (Array.isArray(holder[name]) ? holder[name] : []) as unknown[];
  const matches = target.filter ? matcher(target.filter) : () => true;
  const hit = (item: unknown) => isObject(item) && matches(item);
  if (op === 'remove') {
    if (!target.filter && !target.sub) {
      // Entra (without its compliance flag) removes members with a list of the values to take out.
      const values = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((v) => (isObject(v) ? v.value : v));
      holder[name] = values.length > 0 ? items.filter((item) => !(isObject(item) && values.includes(item.value))) : [];
      return;
    }
    if (target.sub) {
      for (const item of items) if (hit(item)) delete (item as Json)[target.sub.name];
      return;
    }
    holder[name] = items.filter((item) => !hit(item));
    return;
  }
  if (!target.filter && !target.sub) {
    const given = Array.isArray(value) ? value : [value];
    if (op === 'replace') holder[name] = given;
    else holder[name] = [...items, ...given.filter((v) => !items.some((item) => JSON.stringify(item) === JSON.stringify(v) || (isObject(item) && isObject(v) && v.value !== undefined && item.value === v.value)))];
    return;
  }
  const found = items.filter(hit);
  if (found.length === 0) {
    // `emails[type eq "work"].value` on a person with no work email yet: the item is made from the filter's equalities.
    const seed = equalities(target.filter);
    if (!seed) throw noTarget(`Nothing in ${name} matches the path's filter.`);
    holder[name] = [...items, target.sub ? { ...seed, [target.sub.name]: value } : { ...seed, ...(isObject(value) ? value : { value }) }];
    return;
  }
  if (!target.sub && !isObject(value)) throw invalidValue(`${name} items take an object.`);
  // New objects by spreading (never assigning a client's keys, which could name __proto__).
  holder[name] = items.map((item) => (!hit(item) ? item : target.sub ? { ...(item as Json), [target.sub.name]: value } : { ...(item as Json), ...(value as Json) }));
}

function equalities(filter: Filter | undefined): Json | undefined {
  if (!filter) return {};
  if (filter.op === 'eq' && !filter.attrPath.includes('.')) return { [filter.attrPath]: filter.compValue };
  if (filter.op !== 'and') return undefined;
  const parts = filter.filters.map(equalities);
  return parts.every(Boolean) ? Object.assign({}, ...parts) : undefined;
}
