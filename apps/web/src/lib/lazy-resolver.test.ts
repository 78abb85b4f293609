import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type LoginValues, loginSchema } from '@/features/auth/auth-schemas.ts';
import { lazyResolver } from './lazy-resolver.ts';

const options: ResolverOptions<LoginValues> = { fields: {}, shouldUseNativeValidation: false };
const invalid = { email: 'not-an-email', password: '' };

describe('lazyResolver', () => {
  it('loads the real resolver on the first validation only, and answers exactly as it does', async () => {
    const load = vi.fn(async () => zodResolver(loginSchema));
    const resolver = lazyResolver<LoginValues>(load);
    expect(load).not.toHaveBeenCalled();

    const result = await resolver(invalid, undefined, options);
    expect(result).toEqual(await zodResolver(loginSchema)(invalid, undefined, options));
    expect(result.errors).toMatchObject({ email: { message: 'errors.email' }, password: { message: 'errors.passwordRequired' } });

    const valid = await resolver({ email: 'a@example.com', password: 'x' }, undefined, options);
    expect(valid).toEqual({ values: { email: 'a@example.com', password: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries loading again on the next validation after a failed load', async () => {
    const load = vi.fn<() => Promise<Resolver<LoginValues>>>();
    load.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(zodResolver(loginSchema));
    const resolver = lazyResolver<LoginValues>(load);

    await expect(resolver(invalid, undefined, options)).rejects.toThrow('chunk failed');
    expect((await resolver(invalid, undefined, options)).errors).toHaveProperty('email');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
