// Serves one built microfrontend from its own origin (separate deployment): `node scripts/serve-static.mjs mf-billing/dist 3012`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

/** Answers files under `dir` with CORS open (the shell on another origin fetches them); records requested paths. */
export function serveStatic(dir, port, host = '0.0.0.0') {
  const root = path.resolve(dir);
  const requests = [];
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    requests.push(pathname);
    const file = path.join(root, path.normalize(decodeURIComponent(pathname)));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
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
