import { z } from 'zod';

/** Version 1: the first shape (toolbar switch, blocked sites, prompts without pinning, target language). */
export const v1Schema = z.object({
  version: z.literal(1),
  enabled: z.boolean(),
  blockedSites: z.array(z.string()),
  prompts: z.array(z.object({ id: z.string(), name: z.string(), template: z.string() })),
  targetLanguage: z.string(),
});

/** v2 renames the switch and the site list, pins the first four prompts, adds interface language and server URL. */
export function v1ToV2(input: unknown): unknown {
  const v1 = v1Schema.parse(input);
  return {
    version: 2,
    toolbarEnabled: v1.enabled,
    disabledSites: v1.blockedSites,
    prompts: v1.prompts.map((prompt, index) => ({ ...prompt, pinned: index < 4 })),
    translateLanguage: v1.targetLanguage,
    interfaceLanguage: 'auto',
    serverUrl: null,
    lastAction: 'tldr',
  };
}
