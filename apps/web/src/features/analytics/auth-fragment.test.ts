import { describe, expect, it } from 'vitest';
import { hasAuthFragment } from './auth-fragment.ts';

describe('an address that still carries a session', () => {
  it('is recognised by the keys of the auth redirect, not by any fragment', () => {
    expect(hasAuthFragment('#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery')).toBe(true);
    expect(hasAuthFragment('#error=access_denied&error_code=otp_expired&error_description=Link+expired')).toBe(true);
    expect(hasAuthFragment('#pricing')).toBe(false);
    expect(hasAuthFragment('')).toBe(false);
  });
});
