// Serves one built microfrontend from its own origin (separate deployment): `node scripts/serve-static.mjs mf-billing/dist 3012`.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
const compressible = new Set(['.js', '.mjs', '.json', '.css', '.html', '.svg']);
/** rsbuild names chunks with a content hash (`index.df1c24a0c7.js`): such a file never changes. */
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

/** The file under `root` a URL path names: `{ file, size }`, or `{ status }` 400 (malformed) or 404. */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return { status: 404 };
  try {
    const stat = statSync(file);
    return stat.isFile() ? { file, size: stat.size } : { status: 404 };
  } catch {
    return { status: 404 };
  }
}

/**
 * Answers files under `dir` with CORS open (the shell on another origin fetches them); records requested paths.
 * Hashed chunks are cached for a year, manifests and the rest revalidated; text is gzipped when the client accepts
 * it. A malformed path is 400, anything but GET and HEAD 405: nothing a request sends can stop the process.
 */
export function serveStatic(dir, port, host = '0.0.0.0') {
  const root = path.resolve(dir);
  const requests = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      plain(res, 405, 'Method not allowed');
      return;
    }
    let pathname;
    try {
      ({ pathname } = new URL(req.url ?? '/', 'http://localhost'));
    } catch {
      plain(res, 400, 'Bad request');
      return;
    }
    requests.push(pathname);
    const { file, size, status } = fileFor(root, pathname);
    if (!file) {
      plain(res, status, status === 400 ? 'Bad request' : 'Not found');
      return;
    }
    const ext = path.extname(file);
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': hashedName.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': size }),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return new Promise((resolve) => server.listen(port, host, () => resolve(Object.assign(server, { requests }))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/serve-static.mjs <dir> <port>');
    process.exit(2);
  }
  await serveStatic(dir, Number(port));
  console.log(`serving ${dir} on :${port}`);
}
