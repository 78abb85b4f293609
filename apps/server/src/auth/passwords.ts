import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { passwordMaxLength, passwordMinLength } from '@selecta/shared/auth';
import { createWorkQueue } from '../lib/work-queue.ts';
import { AuthError } from './auth-error.ts';

/**
 * OWASP's argon2id set of 7 MiB, 5 passes, 1 lane: equivalent in cost to its 19 MiB/2-pass set, and on
 * our 2-core host the fastest of the equivalent sets (it stays in cache) and the lightest on memory
 * under a sign-in burst (decision note 012). Older hashes carry their own parameters and still verify.
 */
const argonOptions = { memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;

/**
 * At most this many hashes at once (7 MiB each): a burst of sign-ins queues instead of exhausting memory or starving
 * the event loop's thread pool. At most 32 per core wait (about 0.3 s at 9 ms a hash): beyond that a flood gets a
 * JSON 503 at once instead of growing the queue without limit.
 */
const maxConcurrent = Math.max(2, availableParallelism());
const bounded = createWorkQueue({ concurrency: maxConcurrent, maxWaiting: 32 * maxConcurrent });

export const hashPassword = (password: string) => bounded(() => hash(password, argonOptions));

export function verifyPassword(encoded: string, password: string): Promise<boolean> {
  return bounded(() => verify(encoded, password).catch(() => false));
}

/** Whether a stored hash was made with other parameters than today's, so a sign-in should renew it. */
export function needsRehash(encoded: string): boolean {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!params) return true;
  const [, m, t, p] = params.map(Number);
  return m !== argonOptions.memoryCost || t !== argonOptions.timeCost || p !== argonOptions.parallelism;
}

// Verified against when the email is unknown, so unknown and wrong look alike in time as well as body.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  // A refused first attempt (queue full) must not leave a rejected promise behind for every later caller.
  dummyHash ??= hashPassword('selecta-dummy-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}

/** GoTrue's checks and messages, with the spec's minimum of 8. */
export function checkNewPassword(password: string): void {
  if (Array.from(password).length > passwordMaxLength) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${passwordMaxLength} characters`);
  }
  if (Array.from(password).length < passwordMinLength) {
    const message = `Password should be at least ${passwordMinLength} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
  }
}
