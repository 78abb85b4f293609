import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's parser refused, as our `{code, message}`: 431 for headers over its limit, 408 for a slow request. */
function answerFor(error: NodeJS.ErrnoException): [status: number, code: string, message: string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'headers_too_large', 'The request headers are too large.'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'request_timeout', 'The request took too long to arrive.'];
  return [400, 'bad_request', 'The request is not valid HTTP.'];
}

/**
 * Requests Node's HTTP parser refuses never reach the app, and Node answers them with a bare status line. This
 * answers them like every other error, as JSON, and closes the connection (the parser cannot resume after one).
 */
export function answerClientErrorsInJson(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The client is gone (or has its answer already): there is nobody to tell.
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, code, message] = answerFor(error);
    const body = JSON.stringify({ code, message });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
}
