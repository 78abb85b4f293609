import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { PrivacyPage } from './privacy-page.tsx';

afterEach(cleanup);

const onDevice = {
  en: { heading: 'AI on this device', sends: /Selecta sends nothing/, local: /it runs locally on your computer/ },
  es: { heading: 'IA en tu dispositivo', sends: /Selecta no envía nada/, local: /se ejecuta localmente en tu ordenador/ },
} as const;

describe('privacy page', () => {
  it.each(['en', 'es'] as const)('says what on-device AI sends (nothing) and whose model runs locally (%s)', (lang) => {
    render(
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const copy = onDevice[lang];
    const section = screen.getByRole('heading', { name: copy.heading }).closest('section');
    expect(section).not.toBeNull();
    expect(within(section!).getByText(copy.sends)).toBeTruthy();
    expect(within(section!).getByText(copy.local)).toBeTruthy();
  });
});
