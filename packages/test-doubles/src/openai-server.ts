import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test double was asked: the parsed JSON body and when the client hung up early. */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  closedEarly: boolean;
}

export interface StreamingDoubleOptions {
  /** The answer, split into chunks of a few characters; a function sees the request body. */
  reply?: string | ((body: Record<string, unknown>) => string);
  /** Milliseconds before the first token, and between tokens. */
  firstTokenDelayMs?: number;
  chunkDelayMs?: number;
  /** Characters per chunk. */
  chunkSize?: number;
  /** Answer with this HTTP status and an error body instead of a stream. */
  failWith?: number;
  /** Drop the connection after this many answer chunks, as a provider that breaks off mid-answer. */
  breakAfterChunks?: number;
  /** The port to listen on (a test that starts the double where a client already looks); a free one when unset. */
  port?: number;
}

/** Answers for GET requests, by path (e.g. OpenAI's and Ollama's `GET /v1/models`). */
type GetRoutes = Record<string, () => unknown>;

export interface StreamingDouble {
  url: string;
  requests: RecordedRequest[];
  /** TCP connections accepted so far: a client that keeps its connections alive opens one for many requests. */
  readonly connections: number;
  /** Requests whose head arrived, counted before their body is read: one the client aborted at once counts too. */
  readonly arrivals: number;
  options: StreamingDoubleOptions;
  /** Resolves when a request's connection closes before its stream finished. */
  nextEarlyClose(): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export function chunks(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}

type Writer = (body: Record<string, unknown>) => { start: string[]; delta: (t: string) => string[]; end: string[] };

/** A local HTTP server that streams like a provider; `format` writes the provider's own SSE frames. */
export async function startStreamingDouble(path: RegExp, format: Writer, options: StreamingDoubleOptions = {}, getRoutes: GetRoutes = {}): Promise<StreamingDouble> {
  const requests: RecordedRequest[] = [];
  const earlyCloseWaiters: ((r: RecordedRequest) => void)[] = [];
  let arrivals = 0;
  const server: Server = createServer(async (req, res) => {
    arrivals += 1;
    let raw = '';
    try {
      for await (const chunk of req) raw += String(chunk);
    } catch {
      // The client went away before its body arrived (a run aborted at once): counted in `arrivals`, nothing to answer.
      return;
    }
    const record: RecordedRequest = { path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {}, closedEarly: false };
    requests.push(record);
    const get = req.method === 'GET' ? getRoutes[req.url ?? ''] : undefined;
    if (get) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(get()));
      return;
    }
    if (req.method !== 'POST' || !path.test(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (options.failWith) {
      res.writeHead(options.failWith, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The test double was told to fail', type: 'server_error' } }));
      return;
    }
    let finished = false;
    res.on('close', () => {
      if (finished) return;
      record.closedEarly = true;
      earlyCloseWaiters.splice(0).forEach((resolve) => resolve(record));
    });
    const text = typeof options.reply === 'function' ? options.reply(record.body) : (options.reply ?? 'Hello from the test double.');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const frames = format(record.body);
    for (const frame of frames.start) res.write(frame);
    await wait(options.firstTokenDelayMs ?? 0);
    for (const [index, part] of chunks(text, options.chunkSize ?? 4).entries()) {
      if (res.destroyed) return;
      if (index > 0) await wait(options.chunkDelayMs ?? 0);
      if (index === options.breakAfterChunks) {
        res.destroy();
        return;
      }
      for (const frame of frames.delta(part)) res.write(frame);
    }
    for (const frame of frames.end) res.write(frame);
    finished = true;
    res.end();
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get connections() {
      return connections;
    },
    get arrivals() {
      return arrivals;
    },
    options,
    nextEarlyClose: () => new Promise((resolve) => earlyCloseWaiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An OpenAI-compatible chat completions server (`POST …/chat/completions`, `stream: true`) that answers with real
 * `chat.completion.chunk` SSE frames and `data: [DONE]`, and lists `models` at `GET /v1/models` as OpenAI and Ollama
 * do. Base URL for clients: `${url}/v1`.
 */
export function startOpenAiDouble(options: StreamingDoubleOptions & { models?: string[] } = {}): Promise<StreamingDouble> {
  const created = Math.floor(Date.now() / 1000);
  return startStreamingDouble(
    /\/chat\/completions$/,
    (body) => {
      const frame = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created, model: body.model ?? 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      return {
        start: [frame({ role: 'assistant', content: '' }, null)],
        delta: (t) => [frame({ content: t }, null)],
        end: [
          frame({}, 'stop'),
          `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created, model: body.model ?? 'test-model', choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
          'data: [DONE]\n\n',
        ],
      };
    },
    options,
    {
      '/v1/models': () => ({
        object: 'list',
        data: (options.models ?? ['test-model']).map((id) => ({ id, object: 'model', created, owned_by: 'library' })),
      }),
    },
  );
}
