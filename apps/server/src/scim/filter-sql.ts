import { type SQL, sql } from 'drizzle-orm';
import type { Filter } from './filter.ts';
import { isUuid } from '../auth/sessions.ts';
import { invalidFilter } from './scim-error.ts';

/** How one filterable attribute reads in SQL. `text` compares case-insensitively unless `caseExact`. */
export type Attribute =
  | { kind: 'text'; sql: SQL; caseExact?: boolean }
  | { kind: 'uuid'; sql: SQL }
  | { kind: 'boolean'; sql: SQL }
  | { kind: 'timestamp'; sql: SQL }
  /** A multi-valued complex attribute: `exists` over its items, each item's sub-attributes resolved by `item`. */
  | { kind: 'multi'; items: (alias: SQL) => SQL; item: Resolver; alias: string };

/** An attribute path (as the filter spells it) to its SQL, or undefined when it cannot be filtered on. */
export type Resolver = (path: string) => Attribute | undefined;

type Comparison = Extract<Filter, { compValue: unknown }>;
type Value = Comparison['compValue'];

const notFilterable = (path: string) => invalidFilter(`Filtering on "${path.slice(0, 100)}" is not supported.`);
const wrongType = (path: string, expected: string) => invalidFilter(`"${path.slice(0, 100)}" is compared with ${expected}.`);

/** The filter as a SQL condition over the resource's row; unknown attributes and mistyped values are 400 `invalidFilter`. */
export function filterSql(filter: Filter, resolve: Resolver): SQL {
  switch (filter.op) {
    case 'and':
    case 'or':
      return sql`(${sql.join(
        filter.filters.map((f) => filterSql(f, resolve)),
        sql.raw(` ${filter.op} `),
      )})`;
    case 'not':
      return sql`not coalesce(${filterSql(filter.filter, resolve)}, false)`;
    case '[]': {
      const attribute = resolve(filter.attrPath);
      if (attribute?.kind !== 'multi') throw notFilterable(filter.attrPath);
      return exists(attribute, filterSql(filter.valFilter, attribute.item));
    }
    default:
      return comparison(filter, resolve);
  }
}

function exists(attribute: Extract<Attribute, { kind: 'multi' }>, condition: SQL): SQL {
  return sql`exists (select 1 from ${attribute.items(sql.raw(attribute.alias))} where ${condition})`;
}

function comparison(filter: Comparison | Extract<Filter, { op: 'pr' }>, resolve: Resolver): SQL {
  const [head, ...rest] = filter.attrPath.split('.');
  const direct = resolve(filter.attrPath);
  // `emails.value eq "…"` (and `emails eq "…"`, which means its `value`): some item of the multi-valued attribute matches.
  const multi = direct?.kind === 'multi' ? direct : rest.length === 1 ? resolve(head!) : undefined;
  if (multi?.kind === 'multi') {
    const inner = { ...filter, attrPath: rest[0] ?? 'value' } as typeof filter;
    return exists(multi, comparison(inner, multi.item));
  }
  if (!direct || direct.kind === 'multi') throw notFilterable(filter.attrPath);
  if (filter.op === 'pr') return direct.kind === 'text' ? sql`(${direct.sql} <> '')` : sql`(${direct.sql} is not null)`;
  return compare(direct, filter.op, filter.compValue, filter.attrPath);
}

function compare(attribute: Exclude<Attribute, { kind: 'multi' }>, op: Comparison['op'], value: Value, path: string): SQL {
  if (value === null) {
    if (op === 'eq') return sql`(${attribute.sql} is null)`;
    if (op === 'ne') return sql`(${attribute.sql} is not null)`;
    throw wrongType(path, 'a value, not null');
  }
  switch (attribute.kind) {
    case 'boolean': {
      const wanted = typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
      if (typeof wanted !== 'boolean' || (op !== 'eq' && op !== 'ne')) throw wrongType(path, 'eq or ne and true or false');
      return op === 'eq' ? sql`(${attribute.sql} = ${wanted})` : sql`(${attribute.sql} is distinct from ${wanted})`;
    }
    case 'uuid': {
      if (typeof value !== 'string' || (op !== 'eq' && op !== 'ne')) throw wrongType(path, 'eq or ne and a string');
      // An id that is no uuid names no resource: no match (ne: all), never a database error.
      if (!isUuid(value)) return op === 'eq' ? sql`false` : sql`true`;
      return op === 'eq' ? sql`(${attribute.sql} = ${value}::uuid)` : sql`(${attribute.sql} <> ${value}::uuid)`;
    }
    case 'timestamp': {
      const at = typeof value === 'string' ? new Date(value) : undefined;
      if (!at || Number.isNaN(at.getTime()) || ['co', 'sw', 'ew'].includes(op)) throw wrongType(path, 'eq, ne, gt, ge, lt or le and a date-time');
      return sql`(${attribute.sql} ${sql.raw(sqlOperators[op as keyof typeof sqlOperators])} ${at.toISOString()}::timestamptz)`;
    }
    case 'text': {
      if (typeof value === 'boolean') throw wrongType(path, 'a string');
      const text = String(value);
      const [left, right] = attribute.caseExact ? [attribute.sql, sql`${text}::text`] : [sql`lower(${attribute.sql})`, sql`lower(${text}::text)`];
      // Plain comparisons (no coalesce): `lower(user_name) = lower($1)` is the unique index's own expression. A NULL
      // (attribute absent) is no match in WHERE; `not` turns it into false before negating.
      if (op === 'co') return sql`(strpos(${left}, ${right}) > 0)`;
      if (op === 'sw') return sql`starts_with(${left}, ${right})`;
      if (op === 'ew') return sql`(right(${left}, length(${right})) = ${right})`;
      if (op === 'ne') return sql`(${left} is distinct from ${right})`;
      return sql`(${left} ${sql.raw(sqlOperators[op])} ${right})`;
    }
  }
}

const sqlOperators = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
