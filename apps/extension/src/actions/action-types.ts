import type { MessageKey } from '../i18n/en.ts';
import type { RunRequest } from '../messaging/run-request.ts';

/** What an action may use to build its request. */
export interface ActionInput {
  text: string;
  /** English name of the user's translation language. */
  translateLanguage: string;
  pageTitle: string;
  /** The instruction typed into the card (custom prompt) or a saved prompt's filled template. */
  prompt?: string;
}

export interface ToolbarAction {
  id: string;
  labelKey: MessageKey;
  /** SVG path (24×24 viewBox) for the toolbar button. */
  icon: string;
  /** Asks the user for an instruction in the card before running. */
  needsPrompt: boolean;
  request(input: ActionInput): RunRequest;
}
