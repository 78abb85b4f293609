import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp's defaults): SHA-1, 6 digits, 30-second steps, one step of skew. */
export const totpPeriod = 30;
const totpDigits = 6;
const skewSteps = 1;

/** A new secret: 20 random bytes in unpadded base32, as GoTrue's `totp.Generate` makes it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The `otpauth://` URI exactly as GoTrue (pquerna/otp's `Key.URL`) writes it: `issuer:account` in the path, then the
 * query's keys in alphabetical order, spaces as %20.
 */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const query = [
    ['algorithm', 'SHA1'],
    ['digits', String(totpDigits)],
    ['issuer', issuer],
    ['period', String(totpPeriod)],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `otpauth://totp/${encodePath(issuer)}:${encodePath(accountName)}?${query}`;
}

// Go's url.URL path escaping keeps the characters a path may hold as they are (`@`, `:` and the sub-delimiters).
const encodePath = (value: string) => encodeURIComponent(value).replace(/%(40|3A|24|26|2B|2C|3B|3D)/gi, (escaped) => decodeURIComponent(escaped));

/** The QR code of the URI as a raw `<svg>` document (GoTrue sends one; supabase-js turns it into a data URI). */
export const totpQrSvg = (uri: string) => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The 30-second step a time falls in (RFC 6238's counter). */
export const totpStep = (timestamp = Date.now()) => TOTP.counter({ period: totpPeriod, timestamp });

/**
 * The step of the code when it is the secret's code for now or the step just before or after (GoTrue's skew), else
 * undefined. Anything but six digits is simply wrong.
 */
export function matchingStep(secret: string, code: string, timestamp = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: totpDigits, period: totpPeriod, timestamp, window: skewSteps });
  return delta === null ? undefined : totpStep(timestamp) + delta;
}
