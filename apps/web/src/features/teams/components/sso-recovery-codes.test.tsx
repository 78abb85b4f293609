import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { TeamSsoCard } from './team-sso-card.tsx';
import { readySso } from '../../../testing/team-sso-fixture.ts';

const teamSsoApi = vi.hoisted(() => ({ get: vi.fn(), setRequired: vi.fn(), generateRecoveryCodes: vi.fn() }));
vi.mock('../api/team-sso-api.ts', () => ({ teamSsoApi }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const ready = readySso();
const codes = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i}aa-bbbb-cccc`);

const words = {
  en: { require: 'Require SSO for these domains', saveNow: 'they won\'t be shown again', saved: "I've saved them", left: (n: number) => `${n} recovery codes left`, generate: 'Generate new codes', stop: 'will stop working' },
  es: { require: 'Exigir SSO para estos dominios', saveNow: 'no se volverán a mostrar', saved: 'Ya los he guardado', left: (n: number) => `Te quedan ${n} códigos de recuperación`, generate: 'Generar códigos nuevos', stop: 'dejarán de funcionar' },
} as const;

function renderCard(lang: 'en' | 'es') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <TeamSsoCard />
    </I18nextProvider>,
  );
}

describe('TeamSsoCard: the owner’s recovery codes', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`shows the codes answered with require-SSO once, then only how many are left (${lang})`, async () => {
      teamSsoApi.get.mockResolvedValue(ready);
      teamSsoApi.setRequired.mockResolvedValue({ ...ready, requireSso: true, recoveryCodesLeft: 10, recoveryCodes: codes('a') });
      renderCard(lang);
      expect(screen.queryByTestId('sso-recovery')).toBeNull();
      await userEvent.click(await screen.findByLabelText(words[lang].require, { exact: false }));
      const panel = await screen.findByTestId('sso-recovery-codes');
      expect(within(panel).getAllByTestId('sso-recovery-code').map((li) => li.textContent)).toEqual(codes('a'));
      expect(panel.textContent).toContain(words[lang].saveNow);
      expect(screen.getByTestId('sso-recovery-left').textContent).toBe(words[lang].left(10));
      await userEvent.click(within(panel).getByRole('button', { name: words[lang].saved }));
      expect(screen.queryByTestId('sso-recovery-codes')).toBeNull();
      expect(screen.getByTestId('sso-recovery').textContent).not.toContain('a0aa-bbbb-cccc');
    });

    it(`generates a new set only after a confirmation, and shows it (${lang})`, async () => {
      teamSsoApi.get.mockResolvedValue({ ...ready, requireSso: true, recoveryCodesLeft: 3 });
      teamSsoApi.generateRecoveryCodes.mockResolvedValue({ ...ready, requireSso: true, recoveryCodesLeft: 10, recoveryCodes: codes('b') });
      renderCard(lang);
      await userEvent.click(await screen.findByRole('button', { name: words[lang].generate }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(words[lang].stop);
      expect(teamSsoApi.generateRecoveryCodes).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: words[lang].generate }));
      expect(teamSsoApi.generateRecoveryCodes).toHaveBeenCalledOnce();
      expect((await screen.findAllByTestId('sso-recovery-code'))[0]!.textContent).toBe('b0aa-bbbb-cccc');
      expect(screen.getByTestId('sso-recovery-left').textContent).toBe(words[lang].left(10));
    });
  }
});
