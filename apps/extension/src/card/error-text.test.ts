import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { errorText, resetPhrase } from './error-text.ts';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('card error text', () => {
  it('says when the limit resets, with an upgrade link, in both languages', () => {
    const error = { code: 'limit_reached' as const, message: 'x', resetAt: '2026-11-21T15:00:00Z' };
    expect(resetPhrase(error.resetAt, 'en', now)).toBe('in 3 hours');
    expect(resetPhrase(error.resetAt, 'es', now)).toBe('dentro de 3 horas');
    const en = errorText(error, translator('en'), 'en', 'https://s.example');
    expect(en.link).toEqual({ label: 'Upgrade your plan', href: 'https://s.example/en/pricing' });
    const es = errorText(error, translator('es'), 'es', 'https://s.example');
    expect(es.message).toMatch(/^Has alcanzado el límite de tu plan\. Se restablece /);
    expect(es.link?.href).toBe('https://s.example/es/pricing');
  });

  it('links signed-out users to the sign-in page', () => {
    const text = errorText({ code: 'unauthorized', message: '', resetAt: null }, translator('es'), 'es', 'http://h');
    expect(text).toEqual({
      message: 'No has iniciado sesión. Inicia sesión en Selecta para usar esta acción.',
      link: { label: 'Iniciar sesión', href: 'http://h/es/auth?login=true' },
    });
  });

  it("says the session has ended when the server no longer knows a signed-in token, in both languages", async () => {
    const { runErrorFromResponse } = await import('../background/run-errors.ts');
    const response = new Response(JSON.stringify({ code: 'unauthorized', message: 'Your session has ended. Sign in again.' }), { status: 401 });
    const error = await runErrorFromResponse(response);
    expect(error.code).toBe('session_ended');
    expect(errorText(error, translator('en'), 'en', 'http://h')).toEqual({ message: 'Your session has ended. Sign in again to use this action.', link: { label: 'Sign in', href: 'http://h/en/auth?login=true' } });
    expect(errorText(error, translator('es'), 'es', 'http://h').message).toBe('Tu sesión ha terminado. Vuelve a iniciar sesión para usar esta acción.');
  });

  it('says when the team’s own endpoint failed, not the provider, in both languages', async () => {
    const { runErrorFromResponse } = await import('../background/run-errors.ts');
    for (const code of ['team_provider_error', 'team_provider_timeout']) {
      const response = new Response(JSON.stringify({ code, message: 'x' }), { status: code.endsWith('timeout') ? 504 : 502 });
      const error = await runErrorFromResponse(response);
      expect(error.code).toBe('team_provider_unavailable');
      expect(errorText(error, translator('en'), 'en', 'http://h').message).toMatch(/^Your team’s own AI endpoint is not answering/);
      expect(errorText(error, translator('es'), 'es', 'http://h').message).toMatch(/^El endpoint de IA propio de tu equipo no responde/);
    }
  });

  it('says the server is restarting, for a refused run and for a stream the drain cut, in both languages', async () => {
    const { runErrorFromEvent, runErrorFromResponse } = await import('../background/run-errors.ts');
    const refused = await runErrorFromResponse(new Response(JSON.stringify({ code: 'server_draining', message: 'x' }), { status: 503, headers: { 'Retry-After': '1' } }));
    const cut = runErrorFromEvent(JSON.stringify({ code: 'server_draining', message: 'x' }));
    for (const error of [refused, cut]) {
      expect(error.code).toBe('server_restarting');
      expect(errorText(error, translator('en'), 'en', 'http://h').message).toBe('The Selecta server is restarting. Try again in a moment.');
      expect(errorText(error, translator('es'), 'es', 'http://h').message).toBe('El servidor de Selecta se está reiniciando. Vuelve a intentarlo en unos instantes.');
    }
    expect(runErrorFromEvent(JSON.stringify({ code: 'provider_error', message: 'x' })).code).toBe('provider_unavailable');
  });
});
