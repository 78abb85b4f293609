import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
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

describe('PasswordForm', () => {
  it("applies sign-up's rules before calling the server (en)", async () => {
    renderIn('en');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'different1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field, in Spanish', async () => {
    changePassword.mockRejectedValue(new ApiRequestError(400, 'invalid_current_password', 'The current password is not correct.'));
    renderIn('es');
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'not mine at all');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirma la nueva contraseña'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Tu contraseña actual no es correcta')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'not mine at all', newPassword: 'a new passphrase' });
  });
});
