import { startStreamingDouble, type StreamingDouble, type StreamingDoubleOptions } from './openai-server.ts';

/** An Anthropic Messages API double (`POST /v1/messages`, `stream: true`) with the real event sequence. */
export function startAnthropicDouble(options: StreamingDoubleOptions = {}): Promise<StreamingDouble> {
  const event = (name: string, data: Record<string, unknown>) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
  return startStreamingDouble(
    /\/messages$/,
    (body) => ({
      start: [
        event('message_start', {
          message: { id: 'msg_test', type: 'message', role: 'assistant', model: body.model ?? 'claude-test', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } },
        }),
        event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      ],
      delta: (t) => [event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: t } })],
      end: [
        event('content_block_stop', { index: 0 }),
        event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } }),
        event('message_stop', {}),
      ],
    }),
    options,
  );
}
