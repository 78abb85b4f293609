import { createWorker, OEM, type Worker } from 'tesseract.js';
import { vendorUrl } from '../lib/vendor-url.ts';
import type { Area, OcrAnswer } from './ocr-messages.ts';

/** English and Spanish, as the interface: both loaded into one engine the first time an area is read (~5 MB). */
export const ocrLanguages = ['eng', 'spa'];
/** Text this many CSS pixels high and smaller is enlarged before recognition (Tesseract reads ~20–30 px glyphs best). */
const minScale = 2;

let engine: Promise<Worker> | null = null;

/**
 * Tesseract in its own worker, from the extension's files only (no CDN: MV3 forbids remote code): the worker script,
 * the SIMD LSTM engine and the gzipped "best_int" data. Nothing is loaded until the first area; the IndexedDB
 * cache is off, since the data is already on this device.
 */
export function ocrEngine(): Promise<Worker> {
  engine ??= createWorker(ocrLanguages, OEM.LSTM_ONLY, {
    workerPath: vendorUrl('tesseract/worker.min.js'),
    corePath: vendorUrl('tesseract/tesseract-core-simd-lstm.js'),
    langPath: vendorUrl('tesseract/lang'),
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
  });
  engine.catch(() => (engine = null));
  return engine;
}

export async function stopOcrEngine(): Promise<void> {
  const running = engine;
  engine = null;
  await (await running?.catch(() => null))?.terminate();
}

/** The area cut out of the capture, enlarged when small, on a white background (transparent pixels read as black). */
export async function cropArea(image: Blob, area: Area): Promise<OffscreenCanvas> {
  const bitmap = await createImageBitmap(image);
  const scale = bitmap.width / area.viewportWidth;
  const sx = Math.round(area.x * scale);
  const sy = Math.round(area.y * scale);
  const sw = Math.max(1, Math.min(Math.round(area.width * scale), bitmap.width - sx));
  const sh = Math.max(1, Math.min(Math.round(area.height * scale), bitmap.height - sy));
  const grow = Math.max(1, minScale / scale);
  const canvas = new OffscreenCanvas(Math.round(sw * grow), Math.round(sh * grow));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context for the OCR crop');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

/** Tidies Tesseract's lines: one space between words, paragraphs kept, no trailing blank lines. */
export function tidyOcrText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

/** Longer than this, the engine is taken to have failed (a WebAssembly abort in its worker never answers). */
const recognizeTimeoutMs = 120_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('OCR timed out')), recognizeTimeoutMs)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Recognises the text in `area` of a tab capture (a PNG data URL) on this device. */
export async function recognizeArea(imageDataUrl: string, area: Area): Promise<OcrAnswer> {
  try {
    const image = await (await fetch(imageDataUrl)).blob();
    const canvas = await cropArea(image, area);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    const { data } = await withTimeout(ocrEngine().then((worker) => worker.recognize(png)));
    return { ok: true, text: tidyOcrText(data.text), confidence: Math.round(data.confidence) };
  } catch (error) {
    // A broken engine is started afresh next time.
    void stopOcrEngine();
    return { ok: false, code: 'failed', message: String((error as Error | null)?.message ?? error) };
  }
}
