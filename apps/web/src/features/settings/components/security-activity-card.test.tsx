import type { SecurityEvent } from '@selecta/shared/security-activity';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { SecurityActivityCard } from './security-activity-card.tsx';

const getSecurityActivity = vi.hoisted(() => vi.fn());
vi.mock('../api/security-activity.ts', () => ({ getSecurityActivity }));

afterEach(() => {
  cleanup();
  getSecurityActivity.mockReset();
});

const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
let n = 0;
const event = (fields: Partial<SecurityEvent>): SecurityEvent => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  at: '2026-11-20T14:05:00.000Z',
  kind: 'sign_in',
  ip: '203.0.113.7',
  userAgent: chromeOnLinux,
  ...fields,
});

function renderIn(lang: 'en' | 'es') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <SecurityActivityCard />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const rows = async () => (await screen.findAllByTestId('security-event')).map((row) => row.textContent);

describe('SecurityActivityCard', () => {
  it('says what happened, when, from which browser and address (en)', async () => {
    getSecurityActivity.mockResolvedValue({
      events: [
        event({ kind: 'sign_in', method: 'oauth', provider: 'github', userAgent: firefoxOnWindows }),
        event({ kind: 'sessions_ended', scope: 'others', ip: '::ffff:198.51.100.4' }),
        event({ kind: 'identity_unlinked', provider: 'google' }),
        event({ kind: 'password_changed', ip: null, userAgent: null }),
        event({ kind: 'sign_in', method: 'email_code', userAgent: 'curl/8.5.0' }),
      ],
    });
    renderIn('en');
    const [github, others, unlinked, password, curl] = await rows();
    expect(github).toContain('Signed in with GitHub');
    expect(github).toContain('Firefox 145 on Windows');
    expect(github).toContain('IP address 203.0.113.7');
    expect(github).toContain('Nov 20, 2026');
    expect(others).toContain('Signed out of every other device');
    expect(others).toMatch(/IP address 198\.51\.100\.4$/);
    expect(unlinked).toContain('Google removed as a way to sign in');
    expect(password).toContain('Password changed');
    expect(password).toContain('Unknown browser');
    expect(password).toContain('Unknown address');
    expect(curl).toContain('Signed in with a code sent by email');
    expect(curl).toContain('curl/8.5.0');
  });

  it('speaks Spanish, with Spanish dates (es)', async () => {
    getSecurityActivity.mockResolvedValue({ events: [event({ method: 'password' }), event({ kind: 'two_step_enrolled' })] });
    renderIn('es');
    const [signIn, twoStep] = await rows();
    expect(signIn).toContain('Inicio de sesión con contraseña');
    expect(signIn).toContain('Chrome 142 en Linux');
    expect(signIn).toContain('20 nov 2026');
    expect(twoStep).toContain('Verificación en dos pasos activada');
  });

  it('has an empty state', async () => {
    getSecurityActivity.mockResolvedValue({ events: [] });
    renderIn('en');
    expect(await screen.findByText('No sign-ins or security changes in the last 90 days.')).toBeTruthy();
  });

  it('shows ten at a time, then older ones on request', async () => {
    getSecurityActivity.mockResolvedValue({ events: Array.from({ length: 23 }, () => event({ method: 'magic_link' })) });
    renderIn('en');
    expect(await rows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(await rows()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });

  it('says so when the activity cannot be read, and tries again', async () => {
    getSecurityActivity.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ events: [event({ method: 'sso' })] });
    renderIn('es');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tu actividad de seguridad.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect((await rows())[0]).toContain('Inicio de sesión con el SSO de tu empresa');
  });
});
