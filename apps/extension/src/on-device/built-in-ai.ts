import type { RunRequest } from '../messaging/run-request.ts';

/**
 * Chrome's built-in AI (Chrome 138+ on capable desktops): looked up on every call, never cached, because older
 * browsers and other vendors lack some or all of them, and Chromium builds have them but answer 'unavailable'.
 */
export interface BuiltInAi {
  Summarizer?: typeof Summarizer;
  Translator?: typeof Translator;
  LanguageDetector?: typeof LanguageDetector;
  LanguageModel?: typeof LanguageModel;
}

export function builtInAi(): BuiltInAi {
  return globalThis as BuiltInAi;
}

/** Which on-device API answers a run: TLDR the Summarizer, Translate the Translator, the rest and refinements the Prompt API. */
export type DeviceTask = 'summarize' | 'translate' | 'prompt';

export function deviceTask(request: Pick<RunRequest, 'action' | 'refinement' | 'followUp'>): DeviceTask {
  // A refinement rewrites an answer as asked, a follow-up answers a question: only the Prompt API takes one (decision 025).
  if (request.refinement || request.followUp) return 'prompt';
  if (request.action === 'tldr') return 'summarize';
  if (request.action === 'translate') return 'translate';
  return 'prompt';
}

/** Languages the on-device models write (Summarizer and Prompt API, Chrome 140+). */
export const deviceOutputLanguages = ['en', 'es', 'ja'];

/** The options each task's availability is asked with: the same as its `create()` uses. */
export const summarizerOptions = (outputLanguage: string) =>
  ({ type: 'tldr', format: 'plain-text', length: 'medium', outputLanguage, expectedInputLanguages: deviceOutputLanguages }) as const;

export const languageModelOptions = (outputLanguage: string) => ({
  expectedInputs: [{ type: 'text' as const, languages: deviceOutputLanguages }],
  expectedOutputs: [{ type: 'text' as const, languages: [outputLanguage] }],
});

/** A source language to ask the Translator's availability with before the text's own language is known. */
export const probeSource = (target: string) => (target === 'en' ? 'es' : 'en');

/**
 * How ready the browser is to run a task on device: 'unavailable' also when the APIs are missing or refuse
 * (a page's Permissions-Policy, an enterprise policy). Asking never downloads anything.
 */
export async function taskAvailability(task: DeviceTask, language: { output: string; target: string }): Promise<Availability> {
  const ai = builtInAi();
  try {
    if (task === 'summarize') return ai.Summarizer ? await ai.Summarizer.availability(summarizerOptions(language.output)) : 'unavailable';
    if (task === 'prompt') return ai.LanguageModel ? await ai.LanguageModel.availability(languageModelOptions(language.output)) : 'unavailable';
    if (!ai.Translator || !ai.LanguageDetector) return 'unavailable';
    const [detector, translator] = await Promise.all([
      ai.LanguageDetector.availability(),
      ai.Translator.availability({ sourceLanguage: probeSource(language.target), targetLanguage: language.target }),
    ]);
    return detector === 'unavailable' ? 'unavailable' : translator;
  } catch {
    return 'unavailable';
  }
}

/** Whether any on-device task can run here (the options page disables the on-device choices otherwise). */
export async function anyDeviceSupport(language: { output: string; target: string }): Promise<boolean> {
  const all = await Promise.all((['summarize', 'translate', 'prompt'] as const).map((task) => taskAvailability(task, language)));
  return all.some((availability) => availability !== 'unavailable');
}
