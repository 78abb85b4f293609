import { z } from 'zod';

/** `PUT /api/teams/mfa` (decision 046): the owner requires two-step verification of the team's members, or stops. */
export const teamMfaRequestSchema = z.object({ required: z.boolean() });
export const teamMfaResponseSchema = teamMfaRequestSchema;
export type TeamMfa = z.infer<typeof teamMfaResponseSchema>;

/** `GET /api/mfa`: the signed-in person's two-step verification as their team's policy sees it. */
export const mfaStatusSchema = z.object({
  enrolled: z.boolean(),
  /** Their team requires it of this session (false for a session of the team's single sign-on). */
  teamRequires: z.boolean(),
  teamName: z.string().nullable(),
  /** Required and not set up: nothing runs until it is. */
  setupRequired: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const mfaErrorCodes = {
  /** A session signed in halfway: the factor's code is still to be given (GoTrue's code). */
  codeRequired: 'insufficient_aal',
  setupRequired: 'mfa_setup_required',
  enrollFirst: 'mfa_enroll_first',
} as const;

/** `/api/mfa/recovery`: where the recovery of a lost authenticator stands (decision 046). */
export const mfaRecoveryStateSchema = z.object({
  state: z.enum(['none', 'code_sent', 'waiting', 'ready']),
  readyAt: z.iso.datetime().nullable(),
  /** The server's waiting period, in hours. */
  waitHours: z.number().int(),
});
export type MfaRecoveryState = z.infer<typeof mfaRecoveryStateSchema>;
