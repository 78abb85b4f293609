/**
 * A double of Chrome's built-in AI globals (Summarizer, Translator, LanguageDetector, LanguageModel) with the same
 * interface and events: `availability()`, `create({monitor, signal})` with `downloadprogress` events, the streaming
 * methods as ReadableStreams of deltas, AbortSignals, and Chrome's rule that a model which must be downloaded is
 * only created with a user activation. Debian's Chromium has the globals but no model, so the e2e tests install
 * this in the extension's content-script world (the same place the product calls Chrome's).
 *
 * `installBuiltInAiDouble` is self-contained (no imports, no closures) so a test can send its source to a browser.
 */
export type DoubleAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';
export type BuiltInAiName = 'Summarizer' | 'Translator' | 'LanguageDetector' | 'LanguageModel';

export interface BuiltInAiDoubleConfig {
  /** Each API's `availability()`; an API left out is not defined at all (an older browser). */
  availability: Partial<Record<BuiltInAiName, DoubleAvailability>>;
  /** What each streaming method yields, chunk by chunk. */
  chunks: Partial<Record<'Summarizer' | 'Translator' | 'LanguageModel', string[]>>;
  /** What the LanguageDetector finds (BCP 47). */
  detectedLanguage: string;
  /** `downloadprogress` values a create() reports when its model is not on the device; `hold` then waits for `release()`. */
  download: { steps: number[]; hold: boolean };
  /** Chrome refuses to start a download without a user activation. */
  requireActivation: boolean;
}

export interface BuiltInAiCall {
  api: BuiltInAiName;
  method: string;
  /** The options passed (functions and signals left out) and the input, for the test to check. */
  options: Record<string, unknown>;
  input?: string;
}

export interface BuiltInAiDoubleControl {
  calls: BuiltInAiCall[];
  config: BuiltInAiDoubleConfig;
  /** Lets a held download finish. */
  release(): void;
}

export const builtInAiControlName = '__builtInAiDouble';

export function installBuiltInAiDouble(config: BuiltInAiDoubleConfig): void {
  const target = globalThis as Record<string, unknown>;
  // A release that comes before the download reaches its hold (the card can show progress first) still lets it finish.
  let released = false;
  let releaseHeld: () => void = () => undefined;
  const control = { calls: [] as BuiltInAiCall[], config, release: () => ((released = true), releaseHeld()) };
  target.__builtInAiDouble = control;
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
  const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
  const plain = (options: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== 'function' && !(v instanceof AbortSignal)));
  // Chrome's event is a ProgressEvent; Node (unit tests) has none, so a plain Event carries the same fields there.
  const Progress = (globalThis as { ProgressEvent?: new (type: string, init: { loaded: number; total: number }) => Event }).ProgressEvent;
  const progress = (loaded: number) =>
    Progress ? new Progress('downloadprogress', { loaded, total: 1 }) : Object.assign(new Event('downloadprogress'), { loaded, total: 1 });

  function stream(chunks: string[], signal?: AbortSignal): ReadableStream<string> {
    let index = 0;
    return new ReadableStream<string>({
      async pull(controller) {
        await tick();
        if (signal?.aborted) return controller.error(abortError());
        const chunk = chunks[index++];
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
    });
  }

  async function create(api: BuiltInAiName, options: Record<string, unknown> = {}): Promise<void> {
    control.calls.push({ api, method: 'create', options: plain(options) });
    const signal = options.signal as AbortSignal | undefined;
    const state = config.availability[api] ?? 'unavailable';
    if (state === 'unavailable') throw new DOMException('Not available on this device.', 'NotSupportedError');
    if (signal?.aborted) throw abortError();
    if (state === 'available') return;
    const activation = (globalThis as { navigator?: { userActivation?: { isActive: boolean } } }).navigator?.userActivation;
    if (config.requireActivation && !activation?.isActive) throw new DOMException('Requires a user gesture.', 'NotAllowedError');
    const monitor = new EventTarget();
    (options.monitor as ((m: EventTarget) => void) | undefined)?.(monitor);
    config.availability[api] = 'downloading';
    for (const step of config.download.steps) {
      await tick();
      if (signal?.aborted) throw abortError();
      monitor.dispatchEvent(progress(step));
    }
    if (config.download.hold && !released) {
      await new Promise<void>((resolve, reject) => {
        releaseHeld = resolve;
        signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      });
    }
    monitor.dispatchEvent(progress(1));
    config.availability[api] = 'available';
  }

  const availability = (api: BuiltInAiName) => async (options: Record<string, unknown> = {}) => {
    control.calls.push({ api, method: 'availability', options: plain(options) });
    return config.availability[api] ?? 'unavailable';
  };
  const streaming = (api: BuiltInAiName, method: string, chunks: () => string[]) => (input: string, options: Record<string, unknown> = {}) => {
    control.calls.push({ api, method, options: plain(options), input });
    return stream(chunks(), options.signal as AbortSignal | undefined);
  };
  const destroy = () => undefined;

  const apis: Record<BuiltInAiName, unknown> = {
    Summarizer: {
      availability: availability('Summarizer'),
      create: async (options?: Record<string, unknown>) => {
        await create('Summarizer', options);
        return { summarizeStreaming: streaming('Summarizer', 'summarizeStreaming', () => config.chunks.Summarizer ?? []), destroy };
      },
    },
    Translator: {
      availability: availability('Translator'),
      create: async (options?: Record<string, unknown>) => {
        await create('Translator', options);
        return { ...options, translateStreaming: streaming('Translator', 'translateStreaming', () => config.chunks.Translator ?? []), destroy };
      },
    },
    LanguageDetector: {
      availability: availability('LanguageDetector'),
      create: async (options?: Record<string, unknown>) => {
        await create('LanguageDetector', options);
        return {
          detect: async (input: string) => {
            control.calls.push({ api: 'LanguageDetector', method: 'detect', options: {}, input });
            return [{ detectedLanguage: config.detectedLanguage, confidence: 0.97 }, { detectedLanguage: 'und', confidence: 0.03 }];
          },
          destroy,
        };
      },
    },
    LanguageModel: {
      availability: availability('LanguageModel'),
      create: async (options?: Record<string, unknown>) => {
        await create('LanguageModel', options);
        return { promptStreaming: streaming('LanguageModel', 'promptStreaming', () => config.chunks.LanguageModel ?? []), destroy };
      },
    },
  };
  for (const name of Object.keys(apis) as BuiltInAiName[]) {
    if (name in config.availability) target[name] = apis[name];
    else delete target[name];
  }
}
