import type http from 'node:http';

/** What a hand-made request got back: `status` 0 when nothing came within the wait, -1 when the connection failed. */
export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Collects the answer to a request sent by hand (node:http, for bodies fetch cannot send: a declared length larger
 * than what is sent, a trickle), then destroys the request. `onEnd` runs first (to stop whatever is still sending).
 */
export function rawAnswer(req: http.ClientRequest, giveUpMs: number, onEnd?: () => void): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => finish({ status: 0, body: '' }), giveUpMs);
    function finish(result: RawAnswer) {
      onEnd?.();
      clearTimeout(giveUp);
      req.destroy();
      resolve(result);
    }
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => finish({ status: res.statusCode ?? 0, body }));
      res.on('error', () => finish({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', () => finish({ status: -1, body: '' }));
  });
}
