import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const copy = {
  en: { label: "Video: Selecta replying to a customer's email.", play: 'Play the demo video', captions: 'English', firstCue: 'Select a customer’s message', lastCue: 'Insert: it lands in your reply' },
  es: { label: 'Vídeo: Selecta respondiendo al correo de una clienta.', play: 'Reproducir el vídeo de demostración', captions: 'Español', firstCue: 'Selecciona el mensaje de un cliente', lastCue: 'Insertar: queda en tu respuesta' },
} as const;

const shots = '/tmp/shots-hero';
const decline = { en: 'Decline', es: 'Rechazar' } as const;

/** Every request for the demo's video files (not its poster or captions). */
function videoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => /\/videos\/demo-\w+\.(webm|mp4)$/.test(request.url()) && seen.push(new URL(request.url()).pathname));
  return seen;
}

const playing = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0.2);
const cues = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const track = video.textTracks[0];
    return { mode: track?.mode, language: track?.language, label: track?.label, cues: [...(track?.cues ?? [])].map((cue) => (cue as VTTCue).text) };
  });

for (const lang of ['en', 'es'] as const) {
  const c = copy[lang];

  test(`the hero shows the poster, loads the ${lang} video only once it is on screen, and plays it with captions`, async ({ page }) => {
    const requests = videoRequests(page);
    // On a phone the video sits below the hero's text: nothing of it loads before it is scrolled to.
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto(`/${lang}`);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('aria-label', new RegExp(`^${c.label}`));
    await expect(video).toHaveAttribute('poster', `/videos/demo-${lang}.webp`);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video.locator('source')).toHaveCount(2);
    await expect(video.locator('track')).toHaveAttribute('src', `/videos/demo-${lang}.vtt`);
    await expect(video).not.toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: decline[lang] }).click();
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
    expect(requests[0]).toBe(`/videos/demo-${lang}.webm`);
    await expect.poll(() => cues(page)).toEqual({ mode: 'showing', language: lang, label: c.captions, cues: expect.arrayContaining([c.firstCue, c.lastCue]) });
    await page.screenshot({ path: `${shots}/hero-${lang}-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/hero-${lang}-1280.png` });
  });

  test(`with reduced motion the ${lang} hero keeps the poster with a play button until asked`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = videoRequests(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}`);
    const play = page.getByRole('button', { name: c.play });
    await expect(play).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.locator('video')).not.toHaveAttribute('controls');
    await page.getByRole('button', { name: decline[lang] }).click();
    await page.screenshot({ path: `${shots}/hero-${lang}-1280-reduced-motion.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await play.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/hero-${lang}-375-reduced-motion.png` });

    await play.click();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
    await expect(play).toBeHidden();
    await expect(page.locator('video')).toHaveAttribute('controls');
  });
}
