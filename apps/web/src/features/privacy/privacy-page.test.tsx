import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n-static.ts';
import { PrivacyPage } from './privacy-page.tsx';

afterEach(cleanup);

const renderPrivacy = (lang: 'en' | 'es') =>
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </I18nextProvider>,
  );

const onDevice = {
  en: { heading: 'AI on this device', sends: /Selecta sends nothing/, local: /it runs locally on your computer/ },
  es: { heading: 'IA en tu dispositivo', sends: /Selecta no envía nada/, local: /se ejecuta localmente en tu ordenador/ },
} as const;

describe('privacy page', () => {
  it.each(['en', 'es'] as const)('says what on-device AI sends (nothing) and whose model runs locally (%s)', (lang) => {
    renderPrivacy(lang);
    const copy = onDevice[lang];
    const section = screen.getByRole('heading', { name: copy.heading }).closest('section');
    expect(section).not.toBeNull();
    expect(within(section!).getByText(copy.sends)).toBeTruthy();
    expect(within(section!).getByText(copy.local)).toBeTruthy();
  });

  it.each([
    ['en', 'What stays in your browser', /keeps a history of your answers in your browser/, /never sends this history to us/, /last 500 answers or 20 MB/],
    ['es', 'Qué se queda en tu navegador', /guarda en tu navegador \(IndexedDB\) un historial/, /nunca nos envía este historial/, /últimas 500 respuestas o 20 MB/],
  ] as const)('says what the history of answers keeps, and that it stays in the browser (%s)', (lang, heading, kept, notSent, limit) => {
    renderPrivacy(lang);
    const section = screen.getByRole('heading', { name: heading }).closest('section')!;
    for (const text of [kept, notSent, limit]) expect(within(section).getByText(text)).toBeTruthy();
  });

  it.each([
    ['en', /"Summarize this page" sends the text of the page's article/, /the picture of the page is never sent/, /the PDF is not sent to us/],
    ['es', /«Resumir esta página» envía a nuestro servidor el texto del artículo/, /la imagen de la página nunca se envía/, /el PDF no se nos envía/],
  ] as const)('says what the page summary, the area reader and the PDF reader send (%s)', (lang, summary, area, pdf) => {
    renderPrivacy(lang);
    for (const text of [summary, area, pdf]) expect(screen.getByText(text)).toBeTruthy();
  });
});

const kept = {
  en: { activity: /Your security activity: .* We keep it for 90 days/, audit: /its audit log: .* we keep it for 13 months/ },
  es: { activity: /Tu actividad de seguridad: .* La conservamos 90 días/, audit: /su registro de auditoría: .* lo conservamos 13 meses/ },
} as const;

describe('privacy page, what we keep', () => {
  it.each(['en', 'es'] as const)('names the security activity (90 days) and the team audit log (13 months) (%s)', (lang) => {
    renderPrivacy(lang);
    expect(screen.getByText(kept[lang].activity)).toBeTruthy();
    expect(screen.getByText(kept[lang].audit)).toBeTruthy();
  });
});
