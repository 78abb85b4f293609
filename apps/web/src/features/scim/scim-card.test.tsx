import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { createI18n } from '@/lib/i18n-static.ts';
import { ScimCard } from './scim-card.tsx';

const scimTokensApi = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn(), revoke: vi.fn() }));
vi.mock('./api/scim-tokens-api.ts', () => ({ scimTokensApi }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const baseUrl = 'https://selecta.example/scim/v2';
const okta = { id: '1f0e2d3c-4b5a-4968-8776-655443322110', name: 'Okta production', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-28T09:30:00.000Z' };
const spare = { id: '2f0e2d3c-4b5a-4968-8776-655443322110', name: 'Spare', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null };
const secret = 'selecta_scim_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const words = {
  en: { title: 'Directory provisioning (SCIM)', never: 'Never used', lastUsed: 'Last used', name: 'Token name', create: 'Create token', done: "I've copied it", revoke: 'Revoke', tooMany: 'A team can hold 10 tokens at once', nameRequired: 'Give the token a name', okta: 'Okta', entra: 'Microsoft Entra ID', step: 'Tenant URL is the base URL above' },
  es: { title: 'Aprovisionamiento desde el directorio (SCIM)', never: 'Sin usar', lastUsed: 'Último uso', name: 'Nombre del token', create: 'Crear token', done: 'Ya lo he copiado', revoke: 'Revocar', tooMany: 'Un equipo puede tener 10 tokens a la vez', nameRequired: 'Ponle un nombre al token', okta: 'Okta', entra: 'Microsoft Entra ID', step: 'la URL del inquilino es la URL base de arriba' },
} as const;

const renderCard = (lang: 'en' | 'es') =>
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ScimCard />
    </I18nextProvider>,
  );

describe('ScimCard', () => {
  for (const lang of ['en', 'es'] as const) {
    const w = words[lang];

    it(`shows the base URL, the tokens with their last use, and the set-up steps (${lang})`, async () => {
      scimTokensApi.list.mockResolvedValue({ baseUrl, tokens: [okta, spare] });
      renderCard(lang);
      expect((await screen.findByTestId('scim-base-url')).textContent).toBe(baseUrl);
      expect(screen.getByText(w.title)).toBeTruthy();
      const rows = screen.getAllByTestId('scim-token');
      expect(rows.map((row) => within(row).getByTestId('scim-token-name').textContent)).toEqual(['Okta production', 'Spare']);
      expect(within(rows[0]!).getByTestId('scim-token-last-used').textContent).toContain(w.lastUsed);
      expect(within(rows[1]!).getByTestId('scim-token-last-used').textContent).toBe(w.never);
      await userEvent.click(screen.getByText(w.entra));
      expect(screen.getByTestId('scim-setup-entra').textContent).toContain(w.step);
    });

    it(`shows a new token once, until the owner says they copied it (${lang})`, async () => {
      scimTokensApi.list.mockResolvedValueOnce({ baseUrl, tokens: [] }).mockResolvedValue({ baseUrl, tokens: [{ ...okta, lastUsedAt: null }] });
      scimTokensApi.create.mockResolvedValue({ id: okta.id, name: okta.name, token: secret, createdAt: okta.createdAt });
      renderCard(lang);
      await userEvent.click(await screen.findByRole('button', { name: w.create }));
      expect((await screen.findByRole('alert')).textContent).toContain(w.nameRequired);
      expect(scimTokensApi.create).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText(w.name), '  Okta production ');
      await userEvent.click(screen.getByRole('button', { name: w.create }));
      expect(scimTokensApi.create).toHaveBeenCalledWith('Okta production');
      expect((await screen.findByTestId('scim-token-value')).textContent).toBe(secret);
      expect(await screen.findByTestId('scim-token')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: w.done }));
      expect(screen.queryByTestId('scim-token-value')).toBeNull();
      expect(document.body.textContent).not.toContain(secret);
    });

    it(`words the server's refusals and revokes after a confirmation (${lang})`, async () => {
      scimTokensApi.list.mockResolvedValueOnce({ baseUrl, tokens: [okta] }).mockResolvedValue({ baseUrl, tokens: [] });
      scimTokensApi.create.mockRejectedValue(new ApiRequestError(409, 'too_many_scim_tokens', 'A team may hold 10 SCIM tokens at once: revoke one first.'));
      scimTokensApi.revoke.mockResolvedValue(null);
      renderCard(lang);
      await userEvent.type(await screen.findByLabelText(w.name), 'Another');
      await userEvent.click(screen.getByRole('button', { name: w.create }));
      expect((await screen.findByRole('alert')).textContent).toContain(w.tooMany);
      await userEvent.click(within(screen.getByTestId('scim-token')).getByRole('button', { name: w.revoke }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain('Okta production');
      await userEvent.click(within(dialog).getByRole('button', { name: w.revoke }));
      expect(scimTokensApi.revoke).toHaveBeenCalledWith(okta.id);
      expect(await screen.findByText(lang === 'en' ? 'No tokens yet.' : 'Todavía no hay tokens.')).toBeTruthy();
    });
  }
});
