import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { createI18n } from '@/lib/i18n-static.ts';
import { DeleteAccountCard } from './delete-account-card.tsx';

const deleteAccount = vi.hoisted(() => vi.fn());
vi.mock('../api/delete-account.ts', () => ({ deleteAccount }));

afterEach(() => {
  cleanup();
  deleteAccount.mockReset();
});

function renderIn(lang: 'en' | 'es') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <DeleteAccountCard email="ana@example.com" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('DeleteAccountCard', () => {
  it('refuses an email that does not match and a missing password without calling the server (en)', async () => {
    renderIn('en');
    await userEvent.type(screen.getByLabelText('Type your email (ana@example.com) to confirm'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The email does not match your account')).toBeTruthy();
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('says so in Spanish too', async () => {
    renderIn('es');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('El correo no coincide con el de tu cuenta')).toBeTruthy();
    expect(screen.getByText('Escribe tu contraseña actual')).toBeTruthy();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('sends the password and shows a wrong one on its field (es)', async () => {
    deleteAccount.mockRejectedValue(new ApiRequestError(400, 'current_password_mismatch', 'The current password is not correct.'));
    renderIn('es');
    await userEvent.type(screen.getByLabelText('Escribe tu correo (ana@example.com) para confirmar'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Tu contraseña actual'), 'not it at all');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('Tu contraseña actual no es correcta')).toBeTruthy();
    expect(deleteAccount).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'not it at all' });
  });
});
