import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<nav><a href="/">Home</a> | <a href="/access-control.html">Access control</a> | <a href="/incident-response.html">Incidents</a></nav>` +
  `<main><article><h1>${title}</h1>${body}</article></main><footer>Example Security Office</footer></body></html>`;

/** Written for this journey: a small security handbook of linked pages, one of them behind robots.txt. */
const pages: Record<string, { type: string; body: string }> = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
  '/': {
    type: 'text/html',
    body: page(
      'Security Handbook',
      `<p>This handbook collects the security practices of the Example Security Office. Each chapter explains what
      staff do, who is responsible and how the practice is checked during internal audits.</p>
      <h2>Chapters</h2><p>Read the <a href="/access-control.html">access control chapter</a>, the
      <a href="/incident-response.html">incident response chapter</a> and the
      <a href="/private/salaries.html">internal salary list</a>.</p>`,
    ),
  },
  '/access-control.html': {
    type: 'text/html',
    body: page(
      'Access Control Chapter',
      `<h2>Badge revocation for leavers</h2>
      <p>When an employee or contractor leaves, the facilities team revokes the building badge on the last working day
      and the identity team disables every account within four hours. Line managers confirm the leaver checklist and
      the service desk collects laptops, tokens and keys before the person leaves the premises.</p>
      <h2>Quarterly access reviews</h2>
      <p>Every quarter each system owner reviews who holds access to their system, removes rights that are no longer
      needed and records the review in the access register so the auditors can sample it.</p>
      <p>More in the <a href="/incident-response.html">incident response chapter</a>.</p>`,
    ),
  },
  '/incident-response.html': {
    type: 'text/html',
    body: page(
      'Incident Response Chapter',
      `<h2>Reporting a security event</h2>
      <p>Anyone who notices a suspicious email, a lost phone or unusual system behaviour calls the service desk at
      once. The desk opens an incident record, rates its severity and pages the on-call security engineer for
      anything rated high.</p>
      <h2>Closing an incident</h2>
      <p>The security engineer documents the timeline, the root cause and the corrective actions, and the incident
      is closed only once every action has an owner and a due date.</p>
      <p>Back to the <a href="/">handbook</a>.</p>`,
    ),
  },
  '/private/salaries.html': { type: 'text/html', body: page('Salaries', '<p>Never to be crawled.</p>') },
};

/**
 * Every paragraph of an HTML page signed with this site's edition: the knowledge base stores a text once (by its
 * content hash), so a journey's retry, crawling a new site with the same pages, would otherwise add no source.
 */
const signed = (body: string, edition: string) => body.replaceAll('</p>', ` (Handbook edition ${edition}.)</p>`);

/**
 * Serves the handbook on 127.0.0.1 (the only address the e2e server's crawler is allowed to reach), each page
 * after `delayMs` so the crawl lasts long enough to be watched. Records every path requested.
 */
export async function startTestSite({ delayMs = 600 } = {}): Promise<{ origin: string; edition: string; requested: string[]; close(): Promise<void> }> {
  const requested: string[] = [];
  const edition = randomBytes(4).toString('hex');
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    requested.push(path);
    const entry = pages[path];
    setTimeout(() => {
      if (!entry) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      else res.writeHead(200, { 'content-type': `${entry.type}; charset=utf-8` }).end(entry.type === 'text/html' ? signed(entry.body, edition) : entry.body);
    }, path === '/robots.txt' ? 0 : delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    edition,
    requested,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
