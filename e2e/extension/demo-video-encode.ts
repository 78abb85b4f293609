/**
 * Recording and encoding for make-demo-videos.ts: Chromium's DevTools screencast gives a frame each time the page
 * paints, with its timestamp; ffmpeg's concat demuxer replays them at those times, so the video keeps real timing.
 */
import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export interface Frame {
  file: string;
  /** Seconds since the recording started. */
  at: number;
}
export interface Cue {
  at: number;
  text: string;
}

export async function startRecording(page: Page, dir: string, size: { width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  let start: number | undefined;
  const clockStart = performance.now();
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    const stamp = metadata.timestamp ?? performance.now() / 1000;
    start ??= stamp - (performance.now() - clockStart) / 1000;
    const file = path.join(dir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    frames.push({ file, at: stamp - start });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: size.width, maxHeight: size.height, everyNthFrame: 1 });
  // The first frame only arrives with the next paint: nudge one.
  await page.evaluate(() => document.body.style.setProperty('--demo-nudge', '1'));
  return {
    /** Seconds since the recording started, on the frames' clock. */
    now: () => (performance.now() - clockStart) / 1000,
    stop: async (): Promise<Frame[]> => {
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      if (frames.length < 10) throw new Error(`the screencast gave only ${frames.length} frames`);
      frames.push({ file: frames.at(-1)!.file, at: (performance.now() - clockStart) / 1000 });
      return frames;
    },
  };
}

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** Writes `<base>.webm` (VP9), `<base>.mp4` (H.264, fast start), `<base>.vtt` and `<base>.webp` (poster); returns sizes. */
export async function encodeDemo(frames: Frame[], cues: Cue[], base: string, lang: string, work: string): Promise<Record<string, number>> {
  const list = path.join(work, 'frames.txt');
  const lines = frames.slice(0, -1).flatMap((frame, i) => [`file '${frame.file}'`, `duration ${Math.max(frames[i + 1]!.at - frame.at, 0.001).toFixed(4)}`]);
  writeFileSync(list, `ffconcat version 1.0\n${lines.join('\n')}\nfile '${frames.at(-2)!.file}'\n`);
  const end = frames.at(-1)!.at;
  const vtt = cues.map((cue, i) => `${i + 1}\n${stamp(cue.at)} --> ${stamp(cues[i + 1]?.at ?? end)}\n${cue.text}`);
  writeFileSync(`${base}.vtt`, `WEBVTT\n\n${vtt.join('\n\n')}\n`);
  const input = ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-vf', 'fps=25,format=yuv420p', '-an', '-metadata', `language=${lang}`];
  execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', `${base}.webm`]);
  execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-crf', '26', '-preset', 'slow', '-tune', 'stillimage', '-movflags', '+faststart', `${base}.mp4`]);
  // The poster: the finished, shortened answer just before Insert (the last cue), as the hero shows before playing.
  const posterAt = Math.max((cues.at(-1)?.at ?? end) - 0.4, 0);
  // 640 px wide: the hero shows it at most ~520 CSS px, on a phone ~350 (Lighthouse flags a bigger one), and the video
  // (960 px) replaces it as soon as it plays.
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-ss', posterAt.toFixed(2), '-i', `${base}.mp4`, '-frames:v', '1', '-vf', 'scale=640:-2:flags=lanczos', '-c:v', 'libwebp', '-quality', '82', `${base}.webp`]);
  return Object.fromEntries(['webm', 'mp4', 'vtt', 'webp'].map((ext) => [ext, statSync(`${base}.${ext}`).size]));
}
