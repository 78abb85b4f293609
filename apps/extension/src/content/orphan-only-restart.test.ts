import { describe, expect, it } from 'vitest';
import { orphanOnlyRestart } from './orphan-only-restart.ts';

const started = new CustomEvent('started', { detail: { contentScriptName: 'selection', messageId: 'other' } });

describe('orphanOnlyRestart', () => {
  it('ignores a "newer instance started" event while the extension is alive (the page can forge it)', () => {
    expect(orphanOnlyRestart(() => true, () => 'extension-id')(started)).toBe(false);
  });

  it('obeys it once the extension is gone, so a reload still stops the orphaned instance', () => {
    expect(orphanOnlyRestart(() => true, () => undefined)(started)).toBe(true);
  });

  it("still needs WXT's own check: another script's or its own announcement is ignored", () => {
    expect(orphanOnlyRestart(() => false, () => undefined)(started)).toBe(false);
  });
});
