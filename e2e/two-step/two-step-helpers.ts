import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { authHeaders } from '../support/session.ts';

/** The code an authenticator app shows for this key, `steps` 30-second steps from now (the server takes one either way). */
export const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: Date.now() + steps * 30_000 });

/**
 * The codes an authenticator app shows, one after another, each of a later 30-second step than the last (the server
 * takes each code once, within a step either way of its own clock). A step already past is used only with 20 s of it
 * left, so that it is still within the server's window when the code arrives on a busy machine; a code more than one
 * step ahead waits for the clock to reach the step before it.
 */
export function codeSequence(secret: string): () => Promise<string> {
  const key = Secret.fromBase32(secret.replace(/\s/g, ''));
  let last = -Infinity;
  return async () => {
    for (;;) {
      const now = Date.now();
      const step = Math.floor(now / 30_000);
      const left = 30_000 - (now % 30_000);
      const next = Math.max(last + 1, left < 20_000 ? step : step - 1);
      if (next <= step + 1) {
        last = next;
        return TOTP.generate({ secret: key, timestamp: next * 30_000 });
      }
      // The state waited for is the clock itself: the next step begins in `left` ms.
      await new Promise((resolve) => setTimeout(resolve, left));
    }
  };
}

/** A wrong code for this key: none of the three the server accepts now. */
export function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
  let code = 123456;
  while (accepted.has(String(code))) code++;
  return String(code);
}

export const twoStepText = {
  en: {
    card: 'Two-step verification', setUp: 'Set up two-step verification', name: 'Name this device', continue: 'Continue', qr: 'QR code for your authenticator app',
    codeLabel: 'Enter the 6-digit code the app shows', turnOn: 'Turn on', on: 'Two-step verification is on', off: 'Off: anyone who has your password can sign in.',
    codeTitle: 'Two-step verification', code: 'Code', verify: 'Verify', wrong: "That code didn't work. Check that your phone's clock is right and enter the newest code.",
    remove: 'Remove', removeTitle: (name: string) => `Remove ${name}?`, removed: (name: string) => `${name} removed`, email: 'Email', password: 'Password', signIn: 'Sign in',
    menu: (email: string) => `Account menu for ${email}`, logOut: 'Log out', dashboard: 'Dashboard', device: 'Work phone',
  },
  es: {
    card: 'Verificación en dos pasos', setUp: 'Activar la verificación en dos pasos', name: 'Ponle nombre a este dispositivo', continue: 'Continuar', qr: 'Código QR para tu app de autenticación',
    codeLabel: 'Escribe el código de 6 cifras que muestra la app', turnOn: 'Activar', on: 'La verificación en dos pasos está activada', off: 'Desactivada: cualquiera que tenga tu contraseña puede iniciar sesión.',
    codeTitle: 'Verificación en dos pasos', code: 'Código', verify: 'Verificar', wrong: 'Ese código no ha funcionado. Comprueba que la hora de tu teléfono es correcta y escribe el código más reciente.',
    remove: 'Quitar', removeTitle: (name: string) => `¿Quitar ${name}?`, removed: (name: string) => `Se ha quitado ${name}`, email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión',
    menu: (email: string) => `Menú de la cuenta de ${email}`, logOut: 'Cerrar sesión', dashboard: 'Panel', device: 'Móvil del trabajo',
  },
} as const;

/** Screenshots at a phone's and a laptop's width, of the page or one part of it. */
export async function shootWidths(page: Page, name: string, outputPath: (name: string) => string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A part is cut from the full page, so the sticky header never lies over it.
    const clip = part ? await part.evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height }; }) : undefined;
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true, ...(clip ? { clip } : {}) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Enrols and verifies a factor for this session through the auth API: answers its key and the raised (aal2) session. */
export async function enrolByApi(serverUrl: string, accessToken: string) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${serverUrl}/auth/v1${path}`, { method: 'POST', headers: { ...authHeaders, 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const enrolled = (await post('/factors', { factor_type: 'totp', friendly_name: 'Phone' })) as { id: string; totp: { secret: string } };
  const challenge = (await post(`/factors/${enrolled.id}/challenge`, {})) as { id: string };
  // The step before now: whatever signs in next with now's code is then a new one. That code is two steps old, and
  // refused, once the current step ends: close to its end, the next step is waited for (the state waited for is the
  // clock itself), so that a busy machine's request still arrives within the server's window.
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left));
  const session = await post(`/factors/${enrolled.id}/verify`, { challenge_id: challenge.id, code: codeFor(enrolled.totp.secret, -1) });
  return { secret: enrolled.totp.secret, session };
}
