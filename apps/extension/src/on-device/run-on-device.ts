import type { RunRequest } from '../messaging/run-request.ts';
import { builtInAi, deviceTask, languageModelOptions, summarizerOptions } from './built-in-ai.ts';
import { devicePrompt } from './device-prompts.ts';

/** Why an on-device run ended without an answer; never carries the text. */
export type DeviceErrorCode = 'unavailable' | 'blocked' | 'language' | 'cancelled' | 'failed';

export class DeviceRunError extends Error {
  override name = 'DeviceRunError';
  constructor(readonly code: DeviceErrorCode) {
    super(`on-device run failed: ${code}`);
  }
}

export interface DeviceRunOptions {
  signal: AbortSignal;
  /** The interface language: what the Summarizer and the Prompt API are told to write in. */
  outputLanguage: string;
  /** Translate's target, a BCP 47 code. */
  targetLanguage: string;
  /** A model must be downloaded first: called with 0…1 as it arrives (the APIs' `downloadprogress`), null once ready. */
  onDownload(loaded: number | null): void;
}

type Monitor = (monitor: CreateMonitor) => void;

/** Creates a model, reporting its download when it is not on the device yet. */
async function prepare<T>(availability: Availability, create: () => Promise<T>, onDownload: DeviceRunOptions['onDownload']): Promise<T> {
  if (availability === 'unavailable') throw new DeviceRunError('unavailable');
  if (availability !== 'available') onDownload(0);
  try {
    return await create();
  } finally {
    if (availability !== 'available') onDownload(null);
  }
}

async function* read(stream: ReadableStream<string>): AsyncGenerator<string> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) if (part.value) yield part.value;
    done = true;
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

function asDeviceError(error: unknown, signal: AbortSignal): DeviceRunError {
  if (error instanceof DeviceRunError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (signal.aborted || name === 'AbortError') return new DeviceRunError('cancelled');
  if (name === 'NotAllowedError') return new DeviceRunError('blocked');
  if (name === 'NotSupportedError') return new DeviceRunError('language');
  return new DeviceRunError('failed');
}

async function* translate(text: string, options: DeviceRunOptions, monitor: Monitor): AsyncGenerator<string> {
  const { LanguageDetector: Detector, Translator: TranslatorApi } = builtInAi();
  if (!Detector || !TranslatorApi) throw new DeviceRunError('unavailable');
  const { signal, targetLanguage } = options;
  const detector = await prepare(await Detector.availability(), () => Detector.create({ monitor, signal }), options.onDownload);
  const [best] = await detector.detect(text, { signal }).finally(() => detector.destroy());
  const source = best?.detectedLanguage;
  if (!source || source === 'und') throw new DeviceRunError('language');
  if (source.split('-')[0] === targetLanguage.split('-')[0]) {
    yield text;
    return;
  }
  const pair = { sourceLanguage: source, targetLanguage };
  const translator = await prepare(await TranslatorApi.availability(pair), () => TranslatorApi.create({ ...pair, monitor, signal }), options.onDownload);
  try {
    yield* read(translator.translateStreaming(text, { signal }));
  } finally {
    translator.destroy();
  }
}

async function* summarize(text: string, options: DeviceRunOptions, monitor: Monitor): AsyncGenerator<string> {
  const { Summarizer: SummarizerApi } = builtInAi();
  if (!SummarizerApi) throw new DeviceRunError('unavailable');
  const create = summarizerOptions(options.outputLanguage);
  const availability = await SummarizerApi.availability(create);
  const summarizer = await prepare(availability, () => SummarizerApi.create({ ...create, monitor, signal: options.signal }), options.onDownload);
  try {
    yield* read(summarizer.summarizeStreaming(text, { signal: options.signal }));
  } finally {
    summarizer.destroy();
  }
}

async function* prompt(request: RunRequest, options: DeviceRunOptions, monitor: Monitor): AsyncGenerator<string> {
  const { LanguageModel: Model } = builtInAi();
  if (!Model) throw new DeviceRunError('unavailable');
  const expected = languageModelOptions(options.outputLanguage);
  const { system, user } = devicePrompt(request);
  const session = await prepare(
    await Model.availability(expected),
    () => Model.create({ ...expected, initialPrompts: [{ role: 'system', content: system }], monitor, signal: options.signal }),
    options.onDownload,
  );
  try {
    yield* read(session.promptStreaming(user, { signal: options.signal }));
  } finally {
    session.destroy();
  }
}

/**
 * Runs an action with the browser's own model and yields the answer as it streams: nothing is sent anywhere.
 * Must start from the user's click: Chrome lets `create()` download a model only with a user activation.
 */
export async function* runOnDevice(request: RunRequest, options: DeviceRunOptions): AsyncGenerator<string> {
  const monitor: Monitor = (m) => m.addEventListener('downloadprogress', (event) => options.onDownload(event.loaded));
  try {
    const task = deviceTask(request);
    if (task === 'summarize') yield* summarize(request.text, options, monitor);
    else if (task === 'translate') yield* translate(request.text, options, monitor);
    else yield* prompt(request, options, monitor);
  } catch (error) {
    throw asDeviceError(error, options.signal);
  }
}
