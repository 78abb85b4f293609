import type { Page } from '@playwright/test';
import {
  type BuiltInAiCall,
  type BuiltInAiDoubleConfig,
  builtInAiControlName,
  installBuiltInAiDouble,
} from '@selecta/test-doubles/built-in-ai';
import type { SelectaUi } from './selecta-ui.ts';

export type { BuiltInAiDoubleConfig };

/** Every API on the device and ready, answering with these chunks. */
export const readyAi = (change: Partial<BuiltInAiDoubleConfig> = {}): BuiltInAiDoubleConfig => ({
  availability: { Summarizer: 'available', Translator: 'available', LanguageDetector: 'available', LanguageModel: 'available' },
  chunks: { Summarizer: ['On-device', ' summary.'], Translator: ['Traducción', ' local.'], LanguageModel: ['On-device', ' reply.'] },
  detectedLanguage: 'en',
  download: { steps: [0.42], hold: false },
  requireActivation: true,
  ...change,
});

export interface BuiltInAiEdge {
  /** What the extension asked the double, in order. */
  calls(): Promise<BuiltInAiCall[]>;
  /** Lets a held model download finish. */
  release(): Promise<void>;
}

/** A function for `ui.evaluate` built from source text: it runs in the content script's world, not here. */
const inContentWorld = <A, R>(body: string) => new Function('root', 'arg', body) as (root: ShadowRoot | null, arg: A) => R;

/**
 * Installs the built-in AI double where the extension calls Chrome's: the content script's isolated world in the
 * page's main frame (reached over CDP by selecta-ui.ts), not the page's own world, which the extension never reads.
 * Call it once the page has loaded: it waits for the content script.
 */
export async function installBuiltInAi(ui: SelectaUi, config: BuiltInAiDoubleConfig): Promise<BuiltInAiEdge> {
  await ui.evaluate(inContentWorld<BuiltInAiDoubleConfig, void>(`(${installBuiltInAiDouble.toString()})(arg);`), config);
  return {
    calls: () => ui.evaluate(inContentWorld<null, BuiltInAiCall[]>(`return globalThis.${builtInAiControlName}.calls;`), null),
    release: () => ui.evaluate(inContentWorld<null, void>(`globalThis.${builtInAiControlName}.release();`), null),
  };
}

/** The same double in an extension page's own world (the options page asks for availability there). */
export async function installBuiltInAiInPage(page: Page, config: BuiltInAiDoubleConfig): Promise<void> {
  await page.addInitScript(`(${installBuiltInAiDouble.toString()})(${JSON.stringify(config)})`);
}
