/**
 * Recovery codes of a team's owner (decision 040, amendment 2026-11-28): the break-glass sign-in for an owner whom
 * require-SSO covers, when the team's IdP cannot sign them in. Shared by the server, which makes and checks them, and
 * the website, which shows them once and sends one with a password sign-in.
 */
export const recoveryCodeCount = 10;

/**
 * Crockford's base32 (no i, l, o, u): 12 characters of 5 bits are 60 random bits. Shown in three groups of four,
 * `k7d2-9xq4-mr3t`; read back without case, dashes or spaces, and with o, i, l taken as 0, 1, 1.
 */
export const recoveryCodeAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';
export const recoveryCodeLength = 12;

/** The code's canonical form (12 characters of the alphabet), or undefined when it cannot be a code. */
export function normaliseRecoveryCode(input: string): string | undefined {
  const plain = input
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (plain.length !== recoveryCodeLength) return undefined;
  return [...plain].every((ch) => recoveryCodeAlphabet.includes(ch)) ? plain : undefined;
}

/** How a code is shown: groups of four joined by dashes. */
export const formatRecoveryCode = (plain: string) => plain.match(/.{1,4}/g)!.join('-');

/** The body field of `POST /auth/v1/token?grant_type=password` that carries a recovery code. */
export const recoveryCodeField = 'sso_recovery_code';
