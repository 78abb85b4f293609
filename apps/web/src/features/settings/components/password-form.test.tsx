import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { PasswordForm } from './password-form.tsx';

const changePassword = vi.hoisted(() => vi.fn());
vi.mock('../api/change-password.ts', () => ({ changePassword }));

afterEach(() => {
  cleanup();
  changePassword.mockReset();
});

function renderIn(lang: 'en' | 'es') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <PasswordForm />
    </I18nextProvider>,
  );
}

async function fill(labels: [string, string, string], values: [string, string, string], submit: string) {
  for (const [i, label] of labels.entries()) if (values[i]) await userEvent.type(screen.getByLabelText(label), values[i]);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}
const en: [string, string, string] = ['Current password', 'New password', 'Confirm new password'];
const es: [string, string, string] = ['Contraseña actual', 'Nueva contraseña', 'Confirma la nueva contraseña'];

describe('PasswordForm', () => {
  it("applies sign-up's rules before calling the server, leaving the current password to it (en)", async () => {
    renderIn('en');
    await fill(en, ['', 'short', 'different1'], 'Change password');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.queryByText('Enter your current password')).toBeNull();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends the current password and shows a wrong one on its field, in Spanish', async () => {
    changePassword.mockResolvedValue('current_password_mismatch');
    renderIn('es');
    await fill(es, ['not mine at all', 'a new passphrase', 'a new passphrase'], 'Cambiar contraseña');
    expect(await screen.findByText('Tu contraseña actual no es correcta')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'not mine at all', newPassword: 'a new passphrase' });
  });

  it('shows the server asking for the current password on its field (es) and a same password on the new one (en)', async () => {
    changePassword.mockResolvedValue('current_password_required');
    renderIn('es');
    await fill(es, ['x', 'a new passphrase', 'a new passphrase'], 'Cambiar contraseña');
    expect(await screen.findByText('Escribe tu contraseña actual')).toBeTruthy();
    cleanup();
    changePassword.mockResolvedValue('same_password');
    renderIn('en');
    await fill(en, ['a new passphrase', 'a new passphrase', 'a new passphrase'], 'Change password');
    expect(await screen.findByText('The new password must be different from the current one')).toBeTruthy();
  });

  it('clears the form and confirms when the password is changed (en)', async () => {
    changePassword.mockResolvedValue(null);
    renderIn('en');
    await fill(en, ['my current one', 'a new passphrase', 'a new passphrase'], 'Change password');
    await vi.waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });
});
