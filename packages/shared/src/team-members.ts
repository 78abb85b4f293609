import { z } from 'zod';
import { inviteRoleSchema, teamMemberSchema } from './teams.ts';

/**
 * The members table of a team that may hold thousands (decision 044): searched, sorted and paged on the server, with
 * each member's usage beside them, and role changes and removals for many at once.
 */

export const memberSorts = ['email', 'role', 'lastActive', 'actionsMonth'] as const;
export const memberSortSchema = z.enum(memberSorts);
export type MemberSort = z.infer<typeof memberSortSchema>;
export const sortDirSchema = z.enum(['asc', 'desc']);

export const membersPageLimit = { default: 50, max: 50 } as const;

/**
 * `GET /api/teams/members?q=&sort=&dir=&page=&limit=`. `q` finds members whose email contains it (any case). The
 * default order is the one the list always had: the owner, the admins, then the members, each by when they joined.
 * With `Accept: text/csv`, every matching member (`page` and `limit` do not apply).
 */
export const membersQuerySchema = z.object({
  // PostgreSQL text cannot hold U+0000: refused here rather than failing the query.
  q: z.string().trim().max(320).refine((q) => !q.includes('\u0000'), 'must not contain the NUL character (U+0000)').default(''),
  sort: memberSortSchema.default('role'),
  dir: sortDirSchema.default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(membersPageLimit.max).default(membersPageLimit.default),
});
export type MembersQuery = z.input<typeof membersQuerySchema>;

/**
 * One member with their usage: AI actions today and this month (UTC, the limits' own counts) and when they last ran
 * one (to the minute on Pro, else the day). The usage fields are null for a caller who is a plain member: usage is for
 * whoever runs the team (decision 021), and so are the usage sorts and the CSV.
 */
export const teamMemberRowSchema = teamMemberSchema.extend({
  lastActiveAt: z.iso.datetime().nullable(),
  actionsToday: z.number().int().nonnegative().nullable(),
  actionsThisMonth: z.number().int().nonnegative().nullable(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

export const membersPageSchema = z.object({
  members: z.array(teamMemberRowSchema),
  /** Members matching `q`, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type MembersPage = z.infer<typeof membersPageSchema>;

/** How many people one bulk call may name: a page is 50, "select every match" may name more. */
export const maxBulkMembers = 500;

/** `POST /api/teams/members/bulk`: each id is changed in the same transaction as its audit event, and answered alone. */
export const bulkMembersRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change_role'), userIds: z.array(z.uuid()).min(1).max(maxBulkMembers), role: inviteRoleSchema }),
  z.object({ action: z.literal('remove'), userIds: z.array(z.uuid()).min(1).max(maxBulkMembers) }),
]);
export type BulkMembersRequest = z.infer<typeof bulkMembersRequestSchema>;

/**
 * Per id: `role_changed`, `removed`, `unchanged` (already that role); refused: `member_not_found` (not in this team),
 * `cannot_change_owner` (ownership moves by transfer), `cannot_remove_self` (leaving is its own action).
 */
export const bulkMemberResults = ['role_changed', 'removed', 'unchanged', 'member_not_found', 'cannot_change_owner', 'cannot_remove_self'] as const;
export const bulkMemberResultSchema = z.enum(bulkMemberResults);
export type BulkMemberResult = z.infer<typeof bulkMemberResultSchema>;

export const bulkMembersResponseSchema = z.object({
  results: z.array(z.object({ userId: z.uuid(), result: bulkMemberResultSchema })),
});
export type BulkMembersResponse = z.infer<typeof bulkMembersResponseSchema>;

/** How many addresses one bulk invitation may carry: the open-invitation bound, so one call can fill it. */
export const maxBulkInvites = 250;

/**
 * `POST /api/teams/invites/bulk`: pasted or CSV addresses, each checked on its own (an invalid one does not stop the
 * others). `locale` is the mails' language.
 */
export const bulkInvitesRequestSchema = z.object({
  emails: z.array(z.string().max(1000)).min(1).max(maxBulkInvites),
  role: inviteRoleSchema.default('member'),
  locale: z.enum(['en', 'es']).optional(),
});
export type BulkInvitesRequest = z.input<typeof bulkInvitesRequestSchema>;

/**
 * Per address, in the order given: `invited` (one mail sent), `invalid` (not an email address), `already_member`,
 * `already_invited` (an open invitation exists, or the address came twice), `over_limit` (the team's open invitations
 * are full), `mail_failed` (the invitation exists but its mail could not be sent: resend it).
 */
export const bulkInviteResults = ['invited', 'invalid', 'already_member', 'already_invited', 'over_limit', 'mail_failed'] as const;
export const bulkInviteResultSchema = z.enum(bulkInviteResults);
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

export const bulkInvitesResponseSchema = z.object({
  results: z.array(z.object({ email: z.string(), result: bulkInviteResultSchema, inviteId: z.uuid().optional() })),
});
export type BulkInvitesResponse = z.infer<typeof bulkInvitesResponseSchema>;
