import { runRequestSchema as serverSchema } from '@selecta/shared/ai';
import { maxPromptChars } from '@selecta/shared/prompt';
import { describe, expect, it } from 'vitest';
import { savedPromptRequest } from '../actions/saved-prompt.ts';
import { runRequestSchema } from './run-request.ts';

const custom = (prompt: string) => ({ action: 'custom' as const, text: 'Selected text', prompt });

describe('the instruction length limit', () => {
  it('is the same in the extension and on the server', () => {
    for (const length of [1, maxPromptChars, maxPromptChars + 1, 4000]) {
      const request = custom('x'.repeat(length));
      expect(runRequestSchema.safeParse(request).success, `${length} characters`).toBe(serverSchema.safeParse(request).success);
    }
    expect(serverSchema.safeParse(custom('x'.repeat(maxPromptChars))).success).toBe(true);
  });

  it('keeps a filled saved prompt within what the server accepts', () => {
    const template = `${'y'.repeat(maxPromptChars - 12)} {{language}}`;
    const request = savedPromptRequest({ id: 'p', name: 'Long', template }, { text: 'Selected text', translateLanguage: 'Portuguese (Brazil)', pageTitle: 'Page' });
    expect(serverSchema.safeParse(request).success).toBe(true);
  });
});

describe('a refinement', () => {
  it('is accepted or refused alike by the extension and the server', () => {
    const base = { action: 'reply' as const, text: 'Selected text', locale: 'es', previous: 'The answer.' };
    for (const refinement of [{ preset: 'shorter' }, { preset: 'translate' }, { instruction: 'Add a greeting' }, { preset: 'louder' }, { instruction: '' }]) {
      const request = { ...base, refinement };
      expect(runRequestSchema.safeParse(request).success, JSON.stringify(refinement)).toBe(serverSchema.safeParse(request).success);
    }
    expect(runRequestSchema.safeParse({ ...base, refinement: { preset: 'formal' } }).success).toBe(true);
  });
});
