import { accountErrorCodes } from '@selecta/shared/account';
import { AuthError } from '../auth/auth-error.ts';
import { checkNonce } from '../auth/reauthentication.ts';
import type { UserRow } from '../db/schema/auth.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { HttpError } from '../lib/http-error.ts';
import { proveAccountPassword } from './prove-password.ts';

interface Proof {
  password?: string | undefined;
  /** The 6-digit code `GET /auth/v1/reauthenticate` mailed: how an account without a password proves it is its owner. */
  nonce?: string | undefined;
}

/**
 * Proves that the account's owner, not just a bearer of its token, asks for an irreversible action. The current
 * password, or the reauthentication code from the account's mailbox: an account made with an email code, a provider or
 * single sign-on has no password, and must be able to leave all the same. A wrong code counts against the session as
 * a wrong password does (a token thief gets a few guesses at a million codes). The code is not spent here: deleting
 * the account removes it with every other row, and a refusal (a team still owned) leaves it for the next try.
 */
export async function proveAccountOwner(deps: AppDeps, user: UserRow, sessionId: string | null, proof: Proof): Promise<void> {
  if (proof.nonce) {
    // A hosted Supabase project mails and checks its own codes; its users prove themselves with their password here.
    if (deps.env.SUPABASE_URL || sessionId === null) throw new HttpError(400, 'validation_failed', 'Confirm with your current password.');
    try {
      return await checkNonce({ deps }, user, { id: sessionId }, proof.nonce);
    } catch (error) {
      if (error instanceof AuthError) throw new HttpError(error.status, error.code, 'The code is not correct or has expired. Ask for a new one.');
      throw error;
    }
  }
  if (!deps.env.SUPABASE_URL && !user.encryptedPassword) {
    throw new HttpError(400, accountErrorCodes.reauthenticationNeeded, 'This account has no password: confirm with the code we email you.');
  }
  return proveAccountPassword(deps, user, proof.password);
}
