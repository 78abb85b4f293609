import type { Socket } from 'node:net';

/**
 * Holds a socket's writes for the rest of the current turn of the event loop, so that what is written in one turn
 * leaves in one syscall: every write wakes the client, and at fifty streams the writes of one stream's tokens,
 * parsed together, would queue before the first token of the next. `flush` lets go at once. Without a socket
 * (`app.request()` in tests) both do nothing.
 */
export function turnWrites(socket: Socket | null | undefined) {
  let held = false;
  const flush = () => {
    if (!held) return;
    held = false;
    socket?.uncork();
  };
  return {
    hold() {
      if (!socket || held || socket.destroyed) return;
      held = true;
      socket.cork();
      setImmediate(flush);
    },
    flush,
  };
}
