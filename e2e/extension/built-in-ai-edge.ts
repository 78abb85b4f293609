import type { CDPSession, Page } from '@playwright/test';
import {
  type BuiltInAiCall,
  type BuiltInAiDoubleConfig,
  builtInAiControlName,
  installBuiltInAiDouble,
} from '@selecta/test-doubles/built-in-ai';

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

interface ExecutionContext {
  id: number;
  name: string;
  origin: string;
  auxData?: { frameId?: string; isDefault?: boolean };
}

/**
 * Installs the built-in AI double where the extension calls Chrome's: the content script's isolated world in the
 * page's main frame (found through CDP by the extension's origin), not the page's own world, which the extension
 * never reads. Call it after the page has loaded (the content script starts at document_idle).
 */
export async function installBuiltInAi(page: Page, extensionId: string, config: BuiltInAiDoubleConfig): Promise<BuiltInAiEdge> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
  const found = new Promise<number>((resolve) => {
    cdp.on('Runtime.executionContextCreated', ({ context }: { context: ExecutionContext }) => {
      if (context.origin === `chrome-extension://${extensionId}` && context.auxData?.frameId === frameTree.frame.id) resolve(context.id);
    });
  });
  await cdp.send('Runtime.enable');
  const contextId = await found;
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = (await cdp.send('Runtime.evaluate', { contextId, expression, returnByValue: true, awaitPromise: true })) as {
      result: { value: T };
      exceptionDetails?: { text: string };
    };
    if (exceptionDetails) throw new Error(`built-in AI double: ${exceptionDetails.text}`);
    return result.value;
  };
  await evaluate(`(${installBuiltInAiDouble.toString()})(${JSON.stringify(config)})`);
  return {
    calls: () => evaluate<BuiltInAiCall[]>(`globalThis.${builtInAiControlName}.calls`),
    release: () => evaluate<void>(`globalThis.${builtInAiControlName}.release()`),
  };
}

/** The same double in an extension page's own world (the options page asks for availability there). */
export async function installBuiltInAiInPage(page: Page, config: BuiltInAiDoubleConfig): Promise<void> {
  await page.addInitScript(`(${installBuiltInAiDouble.toString()})(${JSON.stringify(config)})`);
}
