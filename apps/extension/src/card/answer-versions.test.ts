import { describe, expect, it } from 'vitest';
import { answerVersions } from './answer-versions.ts';

describe('answer versions', () => {
  it('shows each new answer, steps back and forth within the ends', () => {
    const versions = answerVersions();
    expect([versions.shown, versions.total, versions.text]).toEqual([-1, 0, '']);
    expect(versions.step(-1)).toBe(false);
    versions.add('first');
    versions.add('second');
    expect([versions.shown, versions.total, versions.text]).toEqual([1, 2, 'second']);
    expect(versions.step(1)).toBe(false);
    expect(versions.step(-1)).toBe(true);
    expect(versions.text).toBe('first');
    expect(versions.step(-1)).toBe(false);
    versions.add('third');
    expect([versions.shown, versions.total, versions.text]).toEqual([2, 3, 'third']);
  });
});
