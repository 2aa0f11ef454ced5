import type { RunEvent } from '../run-progress.js';

/** Test helper: reads an SSE response into its JSON messages and comment lines until the server ends it. */
export async function readSse(res: Response, onMessage?: (event: RunEvent) => void): Promise<{ events: RunEvent[]; comments: string[] }> {
  const events: RunEvent[] = [];
  const comments: string[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (block.startsWith(':')) comments.push(block.slice(1).trim());
      else if (block.startsWith('data: ')) {
        const event = JSON.parse(block.slice(6)) as RunEvent;
        events.push(event);
        onMessage?.(event);
      }
    }
  }
  return { events, comments };
}
