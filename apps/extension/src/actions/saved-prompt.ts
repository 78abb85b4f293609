import { maxPromptChars } from '@selecta/shared/prompt';
import type { ActionInput } from './action-types.ts';
import type { RunRequest } from '../messaging/run-request.ts';

export interface PromptTemplate {
  id: string;
  name: string;
  template: string;
}

/**
 * A saved prompt's instruction with its variables filled: `{{language}}`, `{{page_title}}`, and `{{text}}`,
 * which names the selection (sent once, as the request's text) rather than copying it into the instruction.
 */
export function fillTemplate(template: string, input: Omit<ActionInput, 'prompt'>): string {
  return template
    .replaceAll('{{language}}', input.translateLanguage)
    .replaceAll('{{page_title}}', input.pageTitle)
    .replaceAll('{{text}}', 'the selected text');
}

const teamPromptId = /^team-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Which saved prompt a run came from, as the usage statistics keep it: a team prompt by id, one's own only as `own`. */
export const savedPromptMarker = (id: string): 'own' | string => teamPromptId.exec(id)?.[1] ?? 'own';

export function savedPromptRequest(prompt: PromptTemplate, input: Omit<ActionInput, 'prompt'>): RunRequest {
  return { action: 'custom', text: input.text, prompt: fillTemplate(prompt.template, input).slice(0, maxPromptChars), savedPrompt: savedPromptMarker(prompt.id) };
}
