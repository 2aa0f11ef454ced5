import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Page = { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> };

/**
 * A website served on 127.0.0.1 only, for crawls in tests; records every path requested. A page given as a
 * function may answer a promise: the request waits for it (a page that hangs until the test opens a gate).
 */
export async function startLocalSite(
  pages: Record<string, Page | ((origin: string) => Page | Promise<Page>)>,
): Promise<{ origin: string; requested: string[]; close(): Promise<void> }> {
  const requested: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requested.push(path);
    const entry = pages[path];
    void Promise.resolve(typeof entry === 'function' ? entry(origin) : entry).then((page) => {
      if (res.destroyed) return;
      if (!page) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers }).end(page.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requested,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An HTML page with navigation chrome around an article of headed paragraphs. */
export function htmlPage(title: string, sections: [string, string][], links: string[] = []): Page {
  const nav = `<nav><a href="/">Home</a> | Site navigation menu with many links ${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</nav>`;
  const body = sections.map(([h, p]) => `<h2>${h}</h2><p>${p}</p>`).join('\n');
  return {
    body: `<!doctype html><html><head><title>${title}</title></head><body>${nav}<main><article><h1>${title}</h1>${body}</article></main><footer>Copyright footer boilerplate</footer></body></html>`,
  };
}

/** A promise the test resolves when it likes: `gate.open()` lets a page held on `gate.opened` answer. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
