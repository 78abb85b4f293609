import { createHash, randomBytes } from 'node:crypto';
import { formatRecoveryCode, recoveryCodeAlphabet, recoveryCodeCount, recoveryCodeLength } from '@selecta/shared/sso-recovery-codes';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamSsoRecoveryCodes } from '../../db/schema/teams.ts';

/** One code: 12 random bytes, each cut to 5 bits (256 is a multiple of 32, so every character is equally likely). */
function newCode(): string {
  return [...randomBytes(recoveryCodeLength)].map((byte) => recoveryCodeAlphabet[byte & 31]).join('');
}

/**
 * What is stored of a code (in its canonical form, `normaliseRecoveryCode`): a SHA-256. 60 random bits make a plain
 * hash enough; a code is then found by its hash, so nothing compares secrets character by character.
 */
export const recoveryCodeHash = (canonical: string) => createHash('sha256').update(canonical).digest('base64url');

/**
 * Makes the owner a new set of codes for the team, and deletes every earlier one of the team (the owner's unused ones,
 * and any a former owner had): the answer is the only time the codes exist in plain. Run it in a transaction.
 */
export async function issueRecoveryCodes(tx: Db, teamId: string, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await tx.delete(teamSsoRecoveryCodes).where(eq(teamSsoRecoveryCodes.teamId, teamId));
  await tx.insert(teamSsoRecoveryCodes).values(codes.map((code) => ({ teamId, userId, codeHash: recoveryCodeHash(code) })));
  return codes.map(formatRecoveryCode);
}

/** How many of the user's codes for the team are unused. */
export async function recoveryCodesLeft(db: Db, teamId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(teamSsoRecoveryCodes)
    .where(and(eq(teamSsoRecoveryCodes.teamId, teamId), eq(teamSsoRecoveryCodes.userId, userId), isNull(teamSsoRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
