import { describe, expect, it } from 'vitest';
import { jsonbProblem } from './jsonb-safe.ts';

describe('jsonbProblem', () => {
  it('accepts ordinary JSON, emoji (surrogate pairs) included', () => {
    expect(jsonbProblem({ name: 'Ana 😀', tags: ['a', { b: 1, c: null }], ok: true })).toBeUndefined();
  });

  it.each([
    [{ k: 'nul\u0000' }, 'U+0000'],
    [{ ['k\u0000']: 1 }, 'U+0000'],
    [{ k: ['\ud800'] }, 'lone surrogate'],
    [{ deep: { ['\udc00x']: 'y' } }, 'lone surrogate'],
    ['\ud83d', 'lone surrogate'],
  ])('refuses %j', (value, problem) => {
    expect(jsonbProblem(value)).toContain(problem);
  });
});
