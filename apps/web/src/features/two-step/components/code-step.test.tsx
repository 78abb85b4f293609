import type { Session } from '@supabase/supabase-js';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { CodeStep } from './code-step.tsx';

const challengeAndVerify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: () => ({ auth: { mfa: { challengeAndVerify }, signOut: vi.fn() } }) }));

afterEach(() => {
  cleanup();
  challengeAndVerify.mockReset();
});

const session = {
  access_token: `x.${btoa(JSON.stringify({ aal: 'aal1' }))}.y`,
  user: { factors: [{ id: 'unverified', status: 'unverified', factor_type: 'totp' }, { id: 'phone', status: 'verified', factor_type: 'totp' }] },
} as unknown as Session;

function renderIn(lang: 'en' | 'es') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CodeStep session={session} />
    </I18nextProvider>,
  );
}

describe('CodeStep', () => {
  it('asks for six digits before calling the server, then verifies the verified factor (en)', async () => {
    renderIn('en');
    await userEvent.type(screen.getByLabelText('Code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6 digits the app shows.');
    expect(challengeAndVerify).not.toHaveBeenCalled();
    challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: 'phone', code: '123456' });
  });

  it('words a wrong code and too many tries in Spanish', async () => {
    challengeAndVerify.mockResolvedValue({ data: null, error: { code: 'mfa_verification_failed' } });
    renderIn('es');
    await userEvent.type(screen.getByLabelText('Código'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ese código no ha funcionado. Comprueba que la hora de tu teléfono es correcta y escribe el código más reciente.');
    challengeAndVerify.mockResolvedValue({ data: null, error: { code: 'over_request_rate_limit' } });
    await userEvent.type(screen.getByLabelText('Código'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByText('Demasiados intentos. Espera un minuto y escribe el código más reciente.'))).toBeTruthy();
    expect(screen.getByRole('button', { name: '¿Has perdido el teléfono?' })).toBeTruthy();
  });
});
