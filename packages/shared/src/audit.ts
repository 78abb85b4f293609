import { z } from 'zod';
import { planIdSchema } from './plans-schema.ts';
import { inviteRoleSchema, teamRoleSchema } from './teams.ts';

/**
 * The team's audit log (`GET /api/teams/audit`, decision 044): every administrative and security change to a team,
 * written once in the same transaction as the change. Shared by the server (which writes and answers it) and the
 * website (which words each event in the visitor's language). A later feature adds its events here, with the shape of
 * their `details`, in the same form.
 */

/** `{from, to}`: a value before and after the change. */
const change = <T extends z.ZodType>(value: T) => z.strictObject({ from: value, to: value });
const name = z.string().max(500);
const count = z.number().int().min(0);

/**
 * What each event's `details` may hold. Strict objects: a key that is not listed (a prompt's template, a secret, a key)
 * makes the writer throw, so it can never reach the log by mistake.
 */
export const auditDetailsSchemas = {
  /** `replaced`: an open invitation to the same address was withdrawn by this one. */
  'member.invited': z.strictObject({ role: inviteRoleSchema, replaced: z.boolean() }),
  'member.invite_revoked': z.strictObject({ role: inviteRoleSchema }),
  'member.joined': z.strictObject({ role: inviteRoleSchema }),
  'member.role_changed': z.strictObject({ role: change(inviteRoleSchema) }),
  'member.removed': z.strictObject({ role: inviteRoleSchema }),
  'member.left': z.strictObject({ role: inviteRoleSchema }),
  'team.created': z.strictObject({ name }),
  'team.renamed': z.strictObject({ name: change(name) }),
  /** The target is the new owner; the actor (the previous owner) became an admin. */
  'team.ownership_transferred': z.strictObject({ role: change(teamRoleSchema) }),
  /** The last event of a team: its log is kept 30 days more for its former owner's export. */
  'team.dissolved': z.strictObject({ name, members: count }),
  'prompt.created': z.strictObject({ name, pinned: z.boolean() }),
  /** Only what changed; a new template is said, never shown. */
  'prompt.updated': z.strictObject({ name: change(name).optional(), pinned: change(z.boolean()).optional(), templateChanged: z.boolean() }),
  'prompt.deleted': z.strictObject({ name }),
  /** `team` is the team's own endpoint; null the plan's default. */
  'model.default_changed': z.strictObject({ model: change(z.string().max(64).nullable()) }),
  /** The endpoint's address without any credentials or query; whether its key is new, never the key. */
  'endpoint.saved': z.strictObject({ baseUrl: change(name.nullable()), model: change(name.nullable()), keyChanged: z.boolean(), hasKey: z.boolean() }),
  /** Removing the endpoint also moves a team default that named it back to the plan's. */
  'endpoint.removed': z.strictObject({ baseUrl: name, model: name, defaultModel: change(z.string().max(64).nullable()).optional() }),
  /** The client id is public (it is in every sign-in URL); of the secret, only whether it changed. */
  'sso.provider_saved': z.strictObject({ issuer: change(name.nullable()), clientId: change(name.nullable()), secretChanged: z.boolean(), endedSessions: count }),
  'sso.provider_removed': z.strictObject({ issuer: name }),
  'sso.domain_added': z.strictObject({ domain: name }),
  'sso.domain_verified': z.strictObject({ domain: name, endedSessions: count }),
  'sso.domain_removed': z.strictObject({ domain: name, verified: z.boolean() }),
  'sso.required_changed': z.strictObject({ required: change(z.boolean()), endedSessions: count }),
  'sso.recovery_codes_generated': z.strictObject({ count }),
  'sso.recovery_code_used': z.strictObject({ left: count }),
  /** The team's two-step verification policy (decision 046); the target is the team. */
  'mfa.required_changed': z.strictObject({ required: change(z.boolean()) }),
  /** A member turned two-step verification on with an authenticator (the target: the member; `name`: the device's). */
  'mfa.factor_enrolled': z.strictObject({ factorType: z.literal('totp'), name: name.nullable() }),
  /** A member's verified factor went: removed by them, or by the recovery of a lost authenticator. */
  'mfa.factor_removed': z.strictObject({ factorType: z.literal('totp'), name: name.nullable(), reason: z.enum(['removed', 'recovery']) }),
  /** A SCIM token (decision 047): its name, never the token. */
  'scim.token_created': z.strictObject({ name }),
  'scim.token_revoked': z.strictObject({ name }),
  /** The directory's changes, the token's name as the actor. `accountCreated`: the person had no account yet. */
  'scim.user_provisioned': z.strictObject({ userName: name, active: z.boolean(), accountCreated: z.boolean() }),
  /** Which attributes changed (their names, never their values). */
  'scim.user_updated': z.strictObject({ attributes: z.array(name).max(50) }),
  'scim.user_deactivated': z.strictObject({ endedSessions: count }),
  'scim.user_reactivated': z.strictObject({ role: inviteRoleSchema }),
  'scim.user_deleted': z.strictObject({ userName: name }),
  /** `admin`: the group's name is admin (any case), which makes its members the team's admins. */
  'scim.group_created': z.strictObject({ displayName: name, members: count, admin: z.boolean() }),
  'scim.group_updated': z.strictObject({ displayName: change(name).optional(), added: count, removed: count, admin: z.boolean() }),
  'scim.group_deleted': z.strictObject({ displayName: name, members: count, admin: z.boolean() }),
  /** The team owner's own plan, which is what gives the members Pro. */
  'billing.plan_changed': z.strictObject({ plan: change(planIdSchema) }),
} as const satisfies Record<string, z.ZodType>;

export type AuditEventName = keyof typeof auditDetailsSchemas;
export const auditEventNames = Object.keys(auditDetailsSchemas) as AuditEventName[];
export const auditEventNameSchema = z.enum(auditEventNames as [AuditEventName, ...AuditEventName[]]);
export type AuditDetails<E extends AuditEventName> = z.input<(typeof auditDetailsSchemas)[E]>;

/** The groups before the dot (`member`, `sso`…): `?event=sso.*` filters a whole group. */
export const auditEventGroups = [...new Set(auditEventNames.map((event) => event.slice(0, event.indexOf('.'))))];

/**
 * Who made the change. A person (`user`, with their address at the time), or a named credential that is not a person
 * (`scim_token`: a directory's token, by the name its owner gave it). `null` is the system (a Stripe webhook, a
 * retention job).
 */
export const auditActorSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('user'), id: z.uuid(), email: z.string() }),
    z.object({ type: z.literal('scim_token'), id: z.uuid().nullable(), name: z.string() }),
  ])
  .nullable();
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditTargetTypes = ['member', 'invite', 'team', 'prompt', 'model_settings', 'endpoint', 'sso_provider', 'sso_domain', 'recovery_codes', 'subscription', 'scim_token', 'scim_group'] as const;
export const auditTargetTypeSchema = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** What the change was made to: a member or invite (with the address), a prompt or domain (with its name)… */
export const auditTargetSchema = z
  .object({ type: auditTargetTypeSchema, id: z.string(), email: z.string().optional(), name: z.string().optional() })
  .nullable();
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  event: auditEventNameSchema,
  actor: auditActorSchema,
  target: auditTargetSchema,
  /** The client's address and browser as the server saw them; null for the system. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Old and new values (`{role: {from, to}}`) and the facts that matter; see `auditDetailsSchemas`. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** `GET /api/teams/audit` (JSON): newest first; `next` is the `before` of the following page, null at the end. */
export const auditResponseSchema = z.object({ events: z.array(auditEventSchema), next: z.string().nullable() });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

export const auditPageLimit = { default: 50, max: 200 } as const;

/**
 * A UTC day (`2026-11-30`, the whole day) or an instant with its offset (`2026-11-30T00:00:00+01:00`), between 1970 and
 * 9000: a year 0 or 10000 is no date the log can hold, and PostgreSQL would refuse it.
 */
const dayOrInstant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .refine((value) => {
    const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
    return time >= 0 && time < Date.UTC(9000, 0, 1);
  }, 'must be a date between 1970 and 9000');

/**
 * `GET /api/teams/audit?…`. `event` is an event's name or a group (`sso.*`); `actor` a user's id or their email;
 * `from`/`to` bound `at` (both days included; an instant `to` is excluded); `before` is a page's `next`. With
 * `Accept: text/csv` every matching event is answered (`limit` does not apply).
 */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(auditPageLimit.max).default(auditPageLimit.default),
  before: z.string().min(1).max(200).optional(),
  event: z
    .string()
    .max(100)
    .refine((value) => (auditEventNames as string[]).includes(value) || auditEventGroups.some((group) => value === `${group}.*`), 'not an audit event or group')
    .optional(),
  actor: z.union([z.uuid(), z.string().trim().toLowerCase().max(320).pipe(z.email())]).optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditErrorCodes = {
  /** A `before` that is not a page's `next`. */
  invalidCursor: 'invalid_cursor',
  /** A query parameter of the wrong shape (the issues say which). */
  validationFailed: 'validation_failed',
} as const;
