/** Parses a `text/event-stream` body into named events (tests and the benchmark read the gateway's answers). */
export function parseSse(body: string): { event: string; data: Record<string, string> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
      return { event, data: JSON.parse(data) as Record<string, string> };
    });
}
