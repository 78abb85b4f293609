import type { PageSettings } from '../messaging/protocol.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import { findAction } from './registry.ts';
import { savedPromptRequest } from './saved-prompt.ts';

export const promptPrefix = 'prompt:';

/** What running one toolbar entry means, wherever the answer shows (the card, the side panel). */
export interface ActionRun {
  /** The card's or panel's title: the action's label, or the saved prompt's name. */
  title: string;
  /** Custom prompt: the user types the instruction first. */
  needsPrompt: boolean;
  request(selection: { text: string; pageTitle: string }, typed?: string): RunRequest;
}

/**
 * What running `id` (a built-in action or `prompt:<id>`) means under these settings, or null for an id that is
 * neither. A built-in action the organisation's policy withholds runs from nowhere: not the menu, a shortcut or a slot.
 */
export function actionRun(id: string, settings: Pick<PageSettings, 'actions' | 'prompts' | 'labels' | 'translateLanguage'>): ActionRun | null {
  const action = settings.actions.includes(id) ? findAction(id) : undefined;
  const prompt = settings.prompts.find((p) => `${promptPrefix}${p.id}` === id);
  if (!action && !prompt) return null;
  return {
    title: action ? (settings.labels[action.id] ?? action.id) : (prompt?.name ?? id),
    needsPrompt: action?.needsPrompt ?? false,
    request(selection, typed) {
      const input = { text: selection.text, translateLanguage: settings.translateLanguage, pageTitle: selection.pageTitle };
      return action ? action.request({ ...input, prompt: typed }) : savedPromptRequest(prompt!, input);
    },
  };
}
