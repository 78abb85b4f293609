import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { awaitsCode } from './session-level.ts';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const session = (aal: string, statuses: string[]) => ({ access_token: token({ aal }), user: { factors: statuses.map((status, i) => ({ id: String(i), status, factor_type: 'totp' })) } }) as unknown as Session;

describe('awaitsCode', () => {
  it('is true only for an aal1 session of an account with a verified factor', () => {
    expect(awaitsCode(session('aal1', ['verified']))).toBe(true);
    expect(awaitsCode(session('aal2', ['verified']))).toBe(false);
    expect(awaitsCode(session('aal1', ['unverified']))).toBe(false);
    expect(awaitsCode(session('aal1', []))).toBe(false);
    expect(awaitsCode(null)).toBe(false);
  });
});
