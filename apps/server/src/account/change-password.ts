import { passwordMaxLength, passwordMinLength } from '@selecta/shared/auth';
import { and, eq, ne } from 'drizzle-orm';
import { forgetRunHints } from '../ai/run-hints.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { type UserRow, sessions, users } from '../db/schema/auth.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * Sets a new password after proving the current one, with sign-up's rules, then ends every other session
 * of the user (what `PUT /auth/v1/user` does with a new password). The calling session stays signed in.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  sessionId: string | null,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (sessionId === null || !user.encryptedPassword) {
    throw new HttpError(
      409,
      'password_managed_elsewhere',
      'This account signs in through the hosted auth service: use "Forgot password?" on the sign-in page to change it.',
    );
  }
  const length = Array.from(input.newPassword).length;
  if (length < passwordMinLength) {
    throw new HttpError(422, 'weak_password', `Password must be at least ${passwordMinLength} characters`);
  }
  if (length > passwordMaxLength) {
    throw new HttpError(400, 'password_too_long', `Password cannot be longer than ${passwordMaxLength} characters`);
  }
  if (!input.currentPassword || !(await verifyPassword(user.encryptedPassword, input.currentPassword))) {
    throw new HttpError(400, 'invalid_current_password', 'The current password is not correct.');
  }
  if (input.newPassword === input.currentPassword) {
    throw new HttpError(422, 'same_password', 'New password should be different from the old password.');
  }
  const encryptedPassword = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ encryptedPassword, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
  });
  forgetRunHints(db, user.id);
}
