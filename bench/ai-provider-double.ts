// The AI bench's provider: the OpenAI-compatible test double in a process of its own, as a real provider is never
// inside its client's process (in the bench's own process, direct calls skipped the wake-up every real call pays).
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';

const double = await startOpenAiDouble({ reply: 'The quick brown fox jumps over the lazy dog.', firstTokenDelayMs: Number(process.argv[2]), chunkSize: 8 });
process.send?.(double.url);
process.on('disconnect', () => void double.close().then(() => process.exit(0)));
