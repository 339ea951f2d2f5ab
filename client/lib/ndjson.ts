/** The events of an NDJSON response (one JSON value per line), as they arrive; ends with the stream. */
export async function* ndjsonEvents<Event>(res: Response): AsyncGenerator<Event> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ? decoder.decode(value, { stream: true }) : '';
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as Event;
    if (done) return;
  }
}
