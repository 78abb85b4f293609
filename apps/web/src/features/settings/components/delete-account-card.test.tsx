import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('refuses an email that does not match without calling the server (en)', async () => {
    renderIn('en');
    await userEvent.type(screen.getByLabelText('Type your email (ana@example.com) to confirm'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The email does not match your account')).toBeTruthy();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('says so in Spanish too', async () => {
    renderIn('es');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('El correo no coincide con el de tu cuenta')).toBeTruthy();
    expect(deleteAccount).not.toHaveBeenCalled();
  });
});
