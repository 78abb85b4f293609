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
const sendDeleteCode = vi.hoisted(() => vi.fn());
vi.mock('../api/send-delete-code.ts', () => ({ sendDeleteCode }));

afterEach(() => {
  cleanup();
  deleteAccount.mockReset();
  sendDeleteCode.mockReset();
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

  it('an account without a password gets a mailed code when it tries, and deletes with it (en)', async () => {
    deleteAccount.mockRejectedValueOnce(new ApiRequestError(400, 'reauthentication_needed', 'This account has no password.'));
    deleteAccount.mockResolvedValueOnce({ deleted: true });
    sendDeleteCode.mockResolvedValue(null);
    renderIn('en');
    await userEvent.type(screen.getByLabelText('Type your email (ana@example.com) to confirm'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Your current password'), 'a guess');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has no password, so we emailed a 6-digit code to ana@example.com instead. It works for an hour.')).toBeTruthy();
    expect(sendDeleteCode).toHaveBeenCalledTimes(1);
    const code = screen.getByLabelText('The 6-digit code we emailed you');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter the code from the email')).toBeTruthy();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(deleteAccount).toHaveBeenLastCalledWith({ email: 'ana@example.com', nonce: '123456' }));
  });

  it('asks for a code on request, words a wrong one and a code asked for too soon, and goes back to the password (es)', async () => {
    sendDeleteCode.mockResolvedValueOnce(null).mockResolvedValueOnce('over_email_send_rate_limit');
    deleteAccount.mockRejectedValue(new ApiRequestError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'));
    renderIn('es');
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes contraseña? Envíame un código por correo' }));
    expect(await screen.findByText('Te enviamos un código de 6 cifras a ana@example.com. Vale durante una hora.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Escribe tu correo (ana@example.com) para confirmar'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('El código de 6 cifras que te enviamos'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('El código no es correcto o ha caducado. Pide uno nuevo.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar un código nuevo' }));
    expect(await screen.findByText('Te enviamos un código hace menos de un minuto. Revisa tu bandeja de entrada o vuelve a pedirlo dentro de un minuto.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi contraseña' }));
    expect(screen.getByLabelText('Tu contraseña actual')).toBeTruthy();
  });
});
