import { z } from 'zod';

/**
 * The teams API (`/api/teams…`, decision 021) shared by the server, the website and the extension. A user
 * belongs to at most one team, so every call is about the caller's own team.
 */
export const teamRoles = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(teamRoles);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** Roles an invite or a role change can give; ownership only moves by transfer. */
export const inviteRoleSchema = z.enum(['admin', 'member']);
export type InviteRole = z.infer<typeof inviteRoleSchema>;

/** Owners and admins run the team: invites, roles, removals, team prompts, usage. */
export const managesTeam = (role: TeamRole) => role === 'owner' || role === 'admin';

export const inviteLifetimeDays = 7;
/**
 * Open invites a team may have at once: a bound on the mail an account can send to strangers. 250 lets the support
 * team of 200 this product is for be invited in one go, with a quarter to spare for addresses that bounce or wait;
 * beyond that a team invites in waves as people join (decision 044).
 */
export const maxOpenInvites = 250;
/** The same bound as a member's own saved prompts. */
export const maxTeamPrompts = 100;
export const teamNameMaxLength = 60;

const teamName = z.string().trim().min(1).max(teamNameMaxLength);
const email = z.string().trim().toLowerCase().max(320).pipe(z.email());
const locale = z.enum(['en', 'es']).optional();

export const createTeamRequestSchema = z.object({ name: teamName });
export const renameTeamRequestSchema = z.object({ name: teamName });
export const transferOwnershipRequestSchema = z.object({ userId: z.uuid() });
export const changeRoleRequestSchema = z.object({ role: inviteRoleSchema });
/** `locale` is the language of the invite mail (the inviter's, who knows the colleague). */
export const createInviteRequestSchema = z.object({ email, role: inviteRoleSchema.default('member'), locale });
export const resendInviteRequestSchema = z.object({ locale });
/** The invite link's token travels in a body, never in a logged URL of ours. */
export const inviteTokenRequestSchema = z.object({ token: z.string().trim().min(20).max(200) });

/** The same fields and limits as the extension's own saved prompts (`{{text}}`, `{{language}}`, `{{page_title}}`). */
export const teamPromptLimits = { name: 40, template: 2000 } as const;
export const teamPromptInputSchema = z.object({
  name: z.string().trim().min(1).max(teamPromptLimits.name),
  template: z.string().trim().min(1).max(teamPromptLimits.template),
  pinned: z.boolean().default(false),
});
export const updateTeamPromptRequestSchema = teamPromptInputSchema.partial();

export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The caller's role. */
  role: teamRoleSchema,
  /** Whether the owner's subscription gives the members Pro right now. */
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Team = z.infer<typeof teamSchema>;
/** `GET /api/teams`: the caller's team, or null. */
export const myTeamResponseSchema = z.object({ team: teamSchema.nullable() });
export type MyTeamResponse = z.infer<typeof myTeamResponseSchema>;

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  role: teamRoleSchema,
  joinedAt: z.iso.datetime(),
  /** Whether they have a verified two-step factor (decision 046); told to the owner and admins only. */
  twoStep: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMembersResponseSchema = z.object({ members: z.array(teamMemberSchema) });

export const inviteStatuses = ['pending', 'expired', 'accepted', 'revoked'] as const;
export const inviteStatusSchema = z.enum(inviteStatuses);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

export const teamInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: inviteRoleSchema,
  status: inviteStatusSchema,
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
export const teamInvitesResponseSchema = z.object({ invites: z.array(teamInviteSchema) });

/** `POST /api/teams/invites/preview`: what the invite page shows before (and after) signing in. */
export const invitePreviewSchema = z.object({
  teamName: z.string(),
  email: z.string(),
  role: inviteRoleSchema,
  status: inviteStatusSchema,
  expiresAt: z.iso.datetime(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const teamPromptSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  template: z.string(),
  pinned: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TeamPrompt = z.infer<typeof teamPromptSchema>;
/** `GET /api/teams/prompts` (ETag / If-None-Match: 304 when nothing changed). */
export const teamPromptsResponseSchema = z.object({ teamName: z.string(), prompts: z.array(teamPromptSchema) });
export type TeamPromptsResponse = z.infer<typeof teamPromptsResponseSchema>;

const runCounts = z.object({ today: z.number().int(), month: z.number().int() });
/** `GET /api/teams/usage`: run counts only, never text. Days and months are UTC, as the limits are. */
export const teamUsageResponseSchema = z.object({
  members: z.array(z.object({ userId: z.uuid(), email: z.string(), role: teamRoleSchema }).extend(runCounts.shape)),
  totals: runCounts,
});
export type TeamUsage = z.infer<typeof teamUsageResponseSchema>;

/** The error codes of the teams API, which the website words in the visitor's language. */
export const teamErrorCodes = {
  noTeam: 'no_team',
  proRequired: 'pro_required',
  alreadyInTeam: 'already_in_team',
  forbidden: 'team_forbidden',
  memberNotFound: 'member_not_found',
  ownerMustTransfer: 'owner_must_transfer',
  cannotChangeOwner: 'cannot_change_owner',
  alreadyMember: 'already_member',
  inviteNotFound: 'invite_not_found',
  tooManyInvites: 'too_many_invites',
  inviteExpired: 'invite_expired',
  inviteUsed: 'invite_used',
  inviteRevoked: 'invite_revoked',
  inviteWrongEmail: 'invite_wrong_email',
  promptNotFound: 'prompt_not_found',
  tooManyPrompts: 'too_many_prompts',
  ownsTeam: 'owns_team',
} as const;
export type TeamErrorCode = (typeof teamErrorCodes)[keyof typeof teamErrorCodes];
