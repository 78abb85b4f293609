import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { runRequestSchema } from '../messaging/run-request.ts';
import { actions } from './registry.ts';
import { savedPromptRequest } from './saved-prompt.ts';

const helperFiles = ['action-types.ts', 'action-run.ts', 'registry.ts', 'saved-prompt.ts'];
const input = { text: 'Hello there', translateLanguage: 'Spanish', pageTitle: 'Inbox', prompt: 'Make it formal' };

describe('toolbar actions (convention)', () => {
  it('registers every action file exactly once', async () => {
    const files = readdirSync(new URL('./', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const actionFiles = files.filter((f) => !helperFiles.includes(f));
    expect(actionFiles.length).toBe(actions.length);
    for (const file of actionFiles) {
      const module = (await import(`./${file}`)) as Record<string, unknown>;
      const defined = Object.values(module).filter((value) => actions.includes(value as never));
      expect(defined, `${file} defines a registered action`).toHaveLength(1);
    }
    expect(new Set(actions.map((a) => a.id)).size).toBe(actions.length);
  });

  it.each(actions.map((a) => [a.id, a] as const))('%s is labelled in English and Spanish and builds a valid request', (_id, action) => {
    expect(en[action.labelKey]).toBeTruthy();
    expect(es[action.labelKey]).toBeTruthy();
    expect(runRequestSchema.safeParse(action.request(input)).success).toBe(true);
  });

  it('fills saved prompt variables without copying the selection into the instruction', () => {
    const request = savedPromptRequest(
      { id: 'p', name: 'Formal', template: 'Rewrite {{text}} in {{language}} for {{page_title}}' },
      input,
    );
    expect(request).toEqual({ action: 'custom', text: 'Hello there', prompt: 'Rewrite the selected text in Spanish for Inbox', savedPrompt: 'own' });
  });

  it('names a team prompt by its id and one of the user’s own only as `own`, never by its name or template', () => {
    const id = '0b6f3f1e-3d0a-4f59-9d1c-1b2c3d4e5f60';
    const team = savedPromptRequest({ id: `team-${id}`, name: 'Team', template: 'Fix {{text}}' }, input);
    expect(team.savedPrompt).toBe(id);
    expect(runRequestSchema.safeParse(team).success).toBe(true);
    for (const own of ['p', crypto.randomUUID(), 'team-not-a-uuid']) expect(savedPromptRequest({ id: own, name: 'Mine', template: 'x' }, input).savedPrompt).toBe('own');
  });
});
