import type { UserRow } from '../db/schema/auth.ts';
import { AuthError } from './auth-error.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionRow } from './sessions.ts';

/**
 * Supabase Auth's "require current password": a bearer token alone cannot set a new password, or a stolen
 * access token would take the account over. A session a recovery link started (amr `recovery`) proved
 * the mailbox instead. A wrong guess is only this session's failure: it is not counted as a failed
 * sign-in, so it can never slow down or lock out the account's owner.
 * Answers whether the new password equals the current one (GoTrue's `same_password`), known for free
 * once the current password is proved; undefined when it must still be checked against the hash.
 */
export async function proveCurrentPassword(
  user: UserRow,
  session: SessionRow,
  currentPassword: string | undefined,
  newPassword: string,
): Promise<boolean | undefined> {
  if (session.amrMethod === 'recovery') return undefined;
  if (!currentPassword) {
    throw new AuthError(400, 'current_password_required', 'Current password required when setting a new password.');
  }
  if (!(await verifyPassword(user.encryptedPassword, currentPassword))) {
    throw new AuthError(400, 'current_password_mismatch', 'Current password does not match.');
  }
  return currentPassword === newPassword;
}
