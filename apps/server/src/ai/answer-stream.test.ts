import type { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { turnWrites } from './answer-stream.ts';

/** A stand-in for the socket that records what each system call would have carried. */
function recordingSocket() {
  const batches: string[][] = [];
  const socket = new Writable({
    write(chunk: Buffer, _encoding, done) {
      batches.push([String(chunk)]);
      done();
    },
    writev(chunks, done) {
      batches.push(chunks.map(({ chunk }) => String(chunk)));
      done();
    },
  });
  return { socket: socket as unknown as Socket, batches };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnWrites', () => {
  it('sends what is written in one turn as one batch at the end of the turn', async () => {
    const { socket, batches } = recordingSocket();
    const writes = turnWrites(socket);
    writes.hold();
    socket.write('head');
    await Promise.resolve();
    socket.write('delta 1');
    socket.write('delta 2');
    expect(batches).toEqual([]);
    await nextTurn();
    expect(batches).toEqual([['head', 'delta 1', 'delta 2']]);
  });

  it('lets go at once on flush, and holds again only when asked', async () => {
    const { socket, batches } = recordingSocket();
    const writes = turnWrites(socket);
    writes.hold();
    socket.write('head');
    socket.write('first');
    writes.flush();
    expect(batches).toEqual([['head', 'first']]);
    writes.hold();
    writes.hold();
    socket.write('second');
    socket.write('third');
    await nextTurn();
    expect(batches).toEqual([['head', 'first'], ['second', 'third']]);
    socket.write('later');
    expect(batches.at(-1)).toEqual(['later']);
  });

  it('does nothing without a socket, or with one already closed', () => {
    expect(() => turnWrites(undefined).hold()).not.toThrow();
    const { socket, batches } = recordingSocket();
    socket.destroy();
    const writes = turnWrites(socket);
    writes.hold();
    expect(socket.writableCorked).toBe(0);
    writes.flush();
    expect(batches).toEqual([]);
  });
});
