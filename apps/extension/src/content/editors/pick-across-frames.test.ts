import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { framePicks, type Picked } from './pick-across-frames.ts';
import type { FocusMemory } from './focus-memory.ts';

// A frame's side of pick mode across frames (decision 031): what it does with the background's messages. Anything
// that does not parse, or names another session, changes nothing.
const id = crypto.randomUUID();
const memory: FocusMemory = { editor: () => null, range: () => null, remember: () => {} };
let asked: { type: string }[] = [];
let signals: { signal: AbortSignal; forCard: boolean }[] = [];
/** The background's answer to pick-start, once given (and handled: its `then` ran before ours). */
let started: Promise<unknown> = new Promise(() => {});

beforeEach(() => {
  fakeBrowser.reset();
  asked = [];
  signals = [];
  fakeBrowser.runtime.sendMessage = vi.fn((message: { type: string }) => {
    asked.push(message);
    const answer = Promise.resolve(message.type === 'pick-start' ? { id } : { ok: true });
    if (message.type === 'pick-start') started = answer.then(() => undefined);
    return answer;
  }) as never;
});

// Pick mode here never ends by itself in these tests: only the signal ends it.
const pickIn = (forCard: boolean) => (signal: AbortSignal) => {
  signals.push({ signal, forCard });
  return new Promise<HTMLElement | null>((resolve) => signal.addEventListener('abort', () => resolve(null)));
};
const pickHere = pickIn(false);

describe('pick mode in a frame', () => {
  it('the card’s frame gets the frame the user picked in, only for its own session and a well-formed message', async () => {
    const picks = framePicks({ memory, pickHere });
    let picked: Picked | undefined;
    void picks.pick(pickIn(true)).then((p) => (picked = p));
    await vi.waitFor(() => expect(asked).toEqual([{ type: 'pick-start' }]));
    await started;
    expect(signals.map((s) => s.forCard)).toEqual([true]);
    for (const forged of [
      { type: 'pick-result', id: crypto.randomUUID(), frameId: 3, name: 'Reply box' },
      { type: 'pick-result', id, frameId: -1, name: 'Reply box' },
      { type: 'pick-result', id, frameId: '3', name: 'Reply box' },
      { type: 'pick-result', id: 'not-a-uuid', frameId: 3, name: null },
      null,
      'pick-result',
    ]) picks.message(forged);
    // Its own pick-enter (sent to every frame) does not start a second pick mode here.
    picks.message({ type: 'pick-enter', id });
    await Promise.resolve();
    expect(picked).toBeUndefined();
    expect(signals).toHaveLength(1);
    picks.message({ type: 'pick-result', id, frameId: 3, name: 'Reply box' });
    await vi.waitFor(() => expect(picked).toMatchObject({ frame: { name: 'Reply box' } }));
    // Pick mode here ended, and the background (which ended the session) is not asked again.
    expect(signals[0]!.signal.aborted).toBe(true);
    expect(asked).toEqual([{ type: 'pick-start' }]);
  });

  it('a cancel from another frame resolves nothing picked', async () => {
    const picks = framePicks({ memory, pickHere });
    const picked = picks.pick(pickIn(true));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await started;
    picks.message({ type: 'pick-result', id, frameId: null, name: null });
    expect(await picked).toBeNull();
  });

  it('another frame enters pick mode on pick-enter and leaves it only on its own session’s pick-leave', async () => {
    const picks = framePicks({ memory, pickHere });
    picks.message({ type: 'pick-enter', id: 'nope' });
    expect(signals).toHaveLength(0);
    picks.message({ type: 'pick-enter', id });
    expect(signals.map((s) => s.forCard)).toEqual([false]);
    picks.message({ type: 'pick-leave', id: crypto.randomUUID() });
    expect(signals[0]!.signal.aborted).toBe(false);
    picks.message({ type: 'pick-leave', id });
    expect(signals[0]!.signal.aborted).toBe(true);
    // Left by the background's word: it says nothing back.
    await Promise.resolve();
    expect(asked).toEqual([]);
  });
});
