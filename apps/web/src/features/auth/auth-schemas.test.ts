import { describe, expect, it } from 'vitest';
import { emailCodeSchema, loginSchema, signUpSchema } from './auth-schemas.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('sign-up schema', () => {
  it('accepts a valid sign-up', () => {
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });
  it('names every broken field with its message', () => {
    expect(messages(signUpSchema.safeParse({ email: 'nope', password: 'short', confirmPassword: 'x' }))).toEqual({
      email: 'errors.email',
      password: 'errors.passwordLength',
      confirmPassword: 'errors.passwordLength',
    });
  });
  it('reports a mismatch on the confirm field', () => {
    expect(messages(signUpSchema.safeParse({ email: 'a@b.co', password: '12345678', confirmPassword: '87654321' }))).toEqual({
      confirmPassword: 'errors.passwordMismatch',
    });
  });
});

describe('login schema', () => {
  it('requires a valid email and a password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({ email: 'errors.email', password: 'errors.passwordRequired' });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('email code schema', () => {
  it('takes six digits, spaces dropped, and names anything else', () => {
    expect(emailCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    for (const code of ['', '12345', '1234567', '12a456']) expect(messages(emailCodeSchema.safeParse({ code }))).toEqual({ code: 'errors.code' });
  });
});
