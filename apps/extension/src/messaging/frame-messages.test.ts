import { describe, expect, it } from 'vitest';
import { requestSchema, tabRequestSchema } from './protocol.ts';

// Insert into… across frames: what a content script may ask the background, and what the background sends a frame.
describe('frame editor messages', () => {
  it('accepts a well-formed write into another frame', () => {
    expect(requestSchema.safeParse({ type: 'write-in-frame', frameId: 3, text: 'Hello' }).success).toBe(true);
    expect(requestSchema.safeParse({ type: 'editor-focused' }).success).toBe(true);
    expect(tabRequestSchema.safeParse({ type: 'write-answer', text: 'Hello' }).success).toBe(true);
  });

  it.each([
    ['a negative frame', { type: 'write-in-frame', frameId: -1, text: 'Hello' }],
    ['a fractional frame', { type: 'write-in-frame', frameId: 1.5, text: 'Hello' }],
    ['a frame given as text', { type: 'write-in-frame', frameId: '0', text: 'Hello' }],
    ['no text', { type: 'write-in-frame', frameId: 0 }],
    ['empty text', { type: 'write-in-frame', frameId: 0, text: '' }],
    ['text beyond any answer', { type: 'write-in-frame', frameId: 0, text: 'x'.repeat(100_001) }],
  ])('refuses %s', (_name, message) => {
    expect(requestSchema.safeParse(message).success).toBe(false);
  });

  it('refuses a write sent to a frame without text', () => {
    expect(tabRequestSchema.safeParse({ type: 'write-answer' }).success).toBe(false);
    expect(tabRequestSchema.safeParse({ type: 'write-answer', text: 42 }).success).toBe(false);
  });
});
