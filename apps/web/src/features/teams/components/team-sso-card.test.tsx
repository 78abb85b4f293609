import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { createI18n } from '@/lib/i18n-static.ts';
import { TeamSsoCard } from './team-sso-card.tsx';
import { readySso } from '../../../testing/team-sso-fixture.ts';

const teamSsoApi = vi.hoisted(() => ({ get: vi.fn(), setRequired: vi.fn(), verifyDomain: vi.fn() }));
vi.mock('../api/team-sso-api.ts', () => ({ teamSsoApi }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const ready = readySso([
  { id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', domain: 'acme.example', recordName: '_selecta.acme.example', recordValue: 'selecta-domain-verification=y', verifiedAt: null },
]);
const testFirst = () => new ApiRequestError(409, 'sso_test_first', 'Sign in with SSO once (Sign in with SSO on the sign-in page) to check that it works, then require it.');

const words = {
  en: {
    require: 'Require SSO for these domains',
    refused: 'Sign in with SSO once to check that it works, then turn this on.',
    verify: 'Verify',
    domainRefused: 'verifying it now would sign you out',
  },
  es: {
    require: 'Exigir SSO para estos dominios',
    refused: 'Inicia sesión una vez con SSO para comprobar que funciona y después actívalo.',
    verify: 'Verificar',
    domainRefused: 'si lo verificas ahora se cerraría tu sesión',
  },
} as const;

describe('TeamSsoCard: an owner who has not tested SSO yet', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`words the 409 sso_test_first beside the switch, which stays off (${lang})`, async () => {
      teamSsoApi.get.mockResolvedValue(ready);
      teamSsoApi.setRequired.mockRejectedValue(testFirst());
      render(
        <I18nextProvider i18n={createI18n(lang)}>
          <TeamSsoCard />
        </I18nextProvider>,
      );
      const box = await screen.findByLabelText(words[lang].require, { exact: false });
      await userEvent.click(box);
      expect(teamSsoApi.setRequired).toHaveBeenCalledWith(true);
      expect((await screen.findByTestId('sso-require-error')).textContent).toContain(words[lang].refused);
      expect((box as HTMLInputElement).checked).toBe(false);
    });

    it(`words it for a domain's Verify as a domain that would sign the owner out (${lang})`, async () => {
      teamSsoApi.get.mockResolvedValue({ ...ready, requireSso: true });
      teamSsoApi.verifyDomain.mockRejectedValue(testFirst());
      render(
        <I18nextProvider i18n={createI18n(lang)}>
          <TeamSsoCard />
        </I18nextProvider>,
      );
      await userEvent.click(await screen.findByRole('button', { name: words[lang].verify }));
      expect((await screen.findByRole('alert')).textContent).toContain(words[lang].domainRefused);
    });
  }
});
