import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../lib/logger.js';
import type { GatewayMetrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasMetricsToken(req: IncomingMessage, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

const json = 'application/json; charset=utf-8';

/**
 * Answers GET /metrics: 404 when metrics are not served here (off, or on METRICS_PORT), 401 with
 * `WWW-Authenticate: Bearer` when a token is required and missing or wrong, else the Prometheus text.
 */
export function answerMetrics(metrics: GatewayMetrics | undefined, token: string | undefined, logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!metrics) return send(res, 404, json, JSON.stringify({ message: 'Not found' }));
    if (token !== undefined && !hasMetricsToken(req, token)) {
      return send(res, 401, json, JSON.stringify({ message: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).' }), {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    metrics.render().then(
      (text) => send(res, 200, metrics.contentType, text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be rendered');
        send(res, 500, json, JSON.stringify({ message: 'Metrics are unavailable' }));
      },
    );
  };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** METRICS_PORT: a listener of its own answering GET /metrics only (404 for anything else). */
export async function startMetricsServer(metrics: GatewayMetrics, options: { host: string; port: number; token?: string }, logger: Logger): Promise<MetricsServer> {
  const answer = answerMetrics(metrics, options.token, logger);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) return answer(req, res);
    send(res, 404, json, JSON.stringify({ message: 'Not found' }));
  });
  // Scrapes come every few seconds: keep-alive connections are fine, but not forever.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
