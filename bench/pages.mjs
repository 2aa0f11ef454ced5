// Time to page through 1,000 projects (`npm run bench -- pages [--projects 1000] [--rounds 5] [--postgres]`).
//
// Starts the built gateway (embedded PGlite, or with --postgres a database of its own on the local PostgreSQL),
// creates one user with `--projects` projects over REST, then reads all of them page by page, as a client would:
// GraphQL `projectsConnection(first, after)` and REST `GET /api/projects?limit=&cursor=` (X-Next-Cursor), at two
// page sizes each. Each walk is checked (every project once) and timed `--rounds` times; the median and the
// slowest round are printed, with the time per page.
import { performance } from 'node:perf_hooks';
import { startBuiltProduct } from './shared/built-product.mjs';
import { createLocalDatabase } from './shared/local-postgres.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const projectCount = Number(arg('--projects', '1000'));
const rounds = Number(arg('--rounds', '5'));
const usePostgres = process.argv.includes('--postgres');

const database = usePostgres ? await createLocalDatabase('pages', 'the pages bench') : undefined;
const product = await startBuiltProduct({
  name: 'pages',
  env: { QUOTA_PROJECTS_PER_USER: String(projectCount), REGISTRATIONS_PER_IP_PER_HOUR: '100', ...(database ? { DATABASE_URL: database.url } : {}) },
});
try {
  const token = await register(product.base);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = performance.now();
  // Ten at a time: the quota check locks the owner's row, so more in parallel only wait for each other.
  for (let i = 0; i < projectCount; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, projectCount - i) }, (_, j) =>
        fetch(`${product.base}/api/projects`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench project ${i + j + 1}` }) }).then((r) => {
          if (r.status !== 201) throw new Error(`create answered ${r.status}`);
        }),
      ),
    );
  }
  console.log(`created ${projectCount} projects in ${((performance.now() - created) / 1000).toFixed(1)} s (${usePostgres ? 'PostgreSQL' : 'PGlite'})`);

  const walks = [
    ['GraphQL projectsConnection', 50, (size) => walkGraphql(product.base, headers, size)],
    ['GraphQL projectsConnection', 200, (size) => walkGraphql(product.base, headers, size)],
    ['REST /api/projects', 50, (size) => walkRest(product.base, headers, size)],
    ['REST /api/projects', 200, (size) => walkRest(product.base, headers, size)],
  ];
  const rows = [];
  for (const [name, size, walk] of walks) {
    await walk(size); // warm-up
    const times = [];
    let pages = 0;
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      const result = await walk(size);
      times.push(performance.now() - start);
      pages = result.pages;
      if (result.ids.length !== projectCount || new Set(result.ids).size !== projectCount) throw new Error(`${name} (${size}) answered ${result.ids.length} ids, ${new Set(result.ids).size} distinct`);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    rows.push({ list: name, 'page size': size, pages, 'median ms': Math.round(median), 'slowest ms': Math.round(times.at(-1)), 'ms per page': (median / pages).toFixed(1) });
  }
  console.log(`time to page through ${projectCount} projects (every one seen once), ${rounds} rounds each:`);
  console.table(rows);
} finally {
  await product.stop();
  await database?.drop();
}

async function register(base) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `pages${suffix}`, email: `pages-${suffix}@example.com`, password: 'correct-horse-battery', firstName: 'Bench', lastName: 'User' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}

async function walkGraphql(base, headers, first) {
  const query = 'query ($first: Int, $after: String) { projectsConnection(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name status progress updatedAt } } }';
  const ids = [];
  let after = null;
  let pages = 0;
  for (;;) {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: { first, after } }) });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    const page = body.data.projectsConnection;
    pages += 1;
    ids.push(...page.nodes.map((node) => node.id));
    if (!page.pageInfo.hasNextPage) return { ids, pages };
    after = page.pageInfo.endCursor;
  }
}

async function walkRest(base, headers, limit) {
  const ids = [];
  let cursor = null;
  let pages = 0;
  for (;;) {
    const res = await fetch(`${base}/api/projects?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { headers });
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    pages += 1;
    ids.push(...(await res.json()).map((project) => project.id));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return { ids, pages };
  }
}
