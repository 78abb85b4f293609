import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { LimitReachedError } from './admission.ts';
import type { RunStats } from '../usage/run-stats.ts';
import { trackRun, usageAction } from './run-usage.ts';

const input = { action: 'tldr' as const, text: 'secret text' };
const tracked = () => {
  const recorded: RunStats[] = [];
  return { recorded, run: trackRun((s) => recorded.push(s), 'user-1', input, 11, performance.now()) };
};

describe('a run’s statistics', () => {
  it('names a saved prompt only as own, or a team prompt by id', () => {
    expect(usageAction({ action: 'custom', savedPrompt: 'own' })).toEqual({ action: 'own_prompt', promptId: '' });
    const id = '0b6f3f1e-3d0a-4f59-9d1c-1b2c3d4e5f60';
    expect(usageAction({ action: 'custom', savedPrompt: id })).toEqual({ action: 'team_prompt', promptId: id });
    expect(usageAction({ action: 'custom' })).toEqual({ action: 'custom', promptId: '' });
    expect(usageAction({ action: 'reply', savedPrompt: 'own' })).toEqual({ action: 'reply', promptId: '' });
  });

  it('records a streamed run once, when it ends, with its first-token time and output length', () => {
    const { recorded, run } = tracked();
    run.model = 'fast';
    const end = run.streaming();
    expect(recorded).toHaveLength(0);
    end('cancelled', 42);
    end('answered', 50);
    expect(recorded).toEqual([expect.objectContaining({ outcome: 'cancelled', outputChars: 42, inputChars: 11, model: 'fast', action: 'tldr', firstTokenMs: expect.any(Number) })]);
    expect(JSON.stringify(recorded)).not.toContain('secret');
  });

  it('records refusals by window and provider failures, and nothing for other errors', () => {
    const cases: [Error, string | undefined][] = [
      [new LimitReachedError('plus', 'minute', 'x', {}), 'refused_minute'],
      [new LimitReachedError('plus', 'hour', 'x', {}), 'refused_hour'],
      [new LimitReachedError('plus', 'day', 'x', {}), 'refused_day'],
      [new HttpError(413, 'text_too_long', 'x'), 'refused_length'],
      [new HttpError(502, 'provider_error', 'x'), 'provider_error'],
      [new HttpError(504, 'provider_timeout', 'x'), 'provider_error'],
      [new HttpError(401, 'session_ended', 'x'), undefined],
      [new HttpError(400, 'validation_failed', 'x'), undefined],
      [new Error('boom'), undefined],
    ];
    for (const [error, outcome] of cases) {
      const { recorded, run } = tracked();
      run.fail(error);
      expect(recorded.map((r) => r.outcome)).toEqual(outcome ? [outcome] : []);
      if (outcome) expect(recorded[0]!.firstTokenMs).toBeNull();
    }
  });

  it('counts a run whose caller went away before the first token as cancelled, not as a provider failure', () => {
    const { recorded, run } = tracked();
    run.fail(new HttpError(502, 'provider_error', 'x'), true);
    expect(recorded.map((r) => r.outcome)).toEqual(['cancelled']);
  });
});
