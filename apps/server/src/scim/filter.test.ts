import fc from 'fast-check';
import { stringify, type Filter } from 'scim2-parse-filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamsTestApp } from '../testing/teams-test-kit.ts';
import { parseFilter } from './filter.ts';
import { ScimError } from './scim-error.ts';
import { entraUser, scim, scimTeam } from '../testing/scim-test-kit.ts';

// The filter parser (scim2-parse-filter behind parseFilter's guards) and its SQL: every filter the grammar allows on
// the attributes we keep runs (200), anything else is 400 invalidFilter, and nothing is ever a 5xx.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let acme: Awaited<ReturnType<typeof scimTeam>>;
const list = (filter: string) => scim(kit.t, acme.token, 'GET', `/Users?filter=${encodeURIComponent(filter)}`);

beforeAll(async () => {
  kit = await createTeamsTestApp();
  acme = await scimTeam(kit.t);
  await scim(kit.t, acme.token, 'POST', '/Users', entraUser(`ellen@${acme.domain}`));
});
afterAll(() => kit.close());

// Any printable value, quotes included; not a backslash (parseFilter says why).
const text = fc.string({ maxLength: 12 }).filter((s) => !/[\p{Cc}\\]/u.test(s));
const textAttribute = fc.constantFrom('userName', 'externalId', 'displayName', 'name.givenName', 'name.familyName', 'title', 'emails.value', 'emails', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department');
const comparison: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ op: fc.constantFrom('eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le'), attrPath: textAttribute, compValue: text }) as fc.Arbitrary<Filter>,
  fc.record({ op: fc.constantFrom('eq', 'ne'), attrPath: fc.constant('active'), compValue: fc.boolean() }) as fc.Arbitrary<Filter>,
  fc.record({ op: fc.constantFrom('eq', 'ne'), attrPath: fc.constant('id'), compValue: fc.oneof(fc.uuid(), text) }) as fc.Arbitrary<Filter>,
  fc.record({ op: fc.constantFrom('gt', 'le'), attrPath: fc.constantFrom('meta.created', 'meta.lastModified'), compValue: fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString()) }) as fc.Arbitrary<Filter>,
  fc.record({ op: fc.constant('pr'), attrPath: textAttribute }) as fc.Arbitrary<Filter>,
  fc.record({ op: fc.constant('[]'), attrPath: fc.constant('emails'), valFilter: fc.record({ op: fc.constant('eq'), attrPath: fc.constantFrom('type', 'value'), compValue: text }) }) as fc.Arbitrary<Filter>,
);
const { filter: validFilter } = fc.letrec<{ filter: Filter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    comparison,
    fc.record({ op: fc.constantFrom('and', 'or'), filters: fc.array(tie('filter'), { minLength: 2, maxLength: 3 }) }) as fc.Arbitrary<Filter>,
    fc.record({ op: fc.constant('not'), filter: tie('filter') }) as fc.Arbitrary<Filter>,
  ),
}));

describe('SCIM filters', () => {
  it('parses and runs every well-formed filter on the attributes we keep', async () => {
    await fc.assert(
      fc.asyncProperty(validFilter, async (tree) => {
        const answer = await list(stringify(tree));
        expect(answer.status, `${stringify(tree)}: ${JSON.stringify(answer.body)}`).toBe(200);
      }),
      { numRuns: 80 },
    );
  });

  it('finds what it should: the common lookups', async () => {
    expect((await list(`userName eq "ELLEN@${acme.domain.toUpperCase()}"`)).body.totalResults).toBe(1);
    expect((await list(`userName sw "ellen@" and active eq true`)).body.totalResults).toBe(1);
    expect((await list(`not (userName eq "ellen@${acme.domain}")`)).body.totalResults).toBe(0);
    expect((await list(`emails[type eq "work" and value co "ellen"]`)).body.totalResults).toBe(1);
    expect((await list(`id eq "not-a-uuid"`)).body.totalResults).toBe(0);
    expect((await list(`urn:ietf:params:scim:schemas:core:2.0:User:userName eq "ellen@${acme.domain}"`)).body.totalResults).toBe(1);
  });

  it('answers 400 invalidFilter, never a 5xx, for anything else a client may send', async () => {
    const mangled = validFilter.chain((tree) => {
      const valid = stringify(tree);
      return fc.tuple(fc.nat(valid.length), fc.nat(4), fc.string({ maxLength: 4 })).map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
    });
    const junk = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), mangled, fc.constantFrom('userName', 'userName eq', 'constructor eq "x"', 'a eq 1 constructor b eq 2', 'password eq "x"', 'groups.value eq "x"', '(userName eq "x"', 'active eq "yes"', 'meta.created gt "yesterday"', 'userName eq true', 'x'.repeat(1001), `a eq "${'\n'.repeat(40)}`, '('.repeat(900)));
    await fc.assert(
      fc.asyncProperty(junk, async (filter) => {
        const answer = await list(filter);
        expect(answer.status, filter).toBeLessThan(500);
        if (answer.status !== 200) expect(answer.body, filter).toMatchObject({ status: '400', scimType: 'invalidFilter' });
      }),
      { numRuns: 150 },
    );
  });

  it('throws only its own error, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (filter) => {
        try {
          parseFilter(filter);
        } catch (error) {
          expect(error).toBeInstanceOf(ScimError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
