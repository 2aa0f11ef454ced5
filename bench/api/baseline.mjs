// The plain server of `npm run bench -- api`: Express + pg doing per request the gateway's token check (jose HS256
// with the gateway's secret, the user row and the revoked-token lookup) and the same queries, nothing else. A process
// of its own (PORT, DATABASE_URL, JWT_SECRET from the bench), like the gateway, so neither shares its event loop or
// its core with the load generator.
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { jwtVerify } from 'jose';

const require = createRequire(path.resolve(import.meta.dirname, '../../gateway/package.json'));
const pg = require('pg');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined); // the bench drops the database with (force) at the end
const secret = new TextEncoder().encode(process.env.JWT_SECRET);
const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '16kb' }));
const authenticate = async (req, res, next) => {
  try {
    const match = req.get('authorization')?.match(/^Bearer\s+(\S+)$/i);
    const { payload } = await jwtVerify(match?.[1] ?? '', secret, { algorithms: ['HS256'], issuer: 'iso27001-gap-assessment', audience: 'gap-assessment-api' });
    const [user, revoked] = await Promise.all([
      pool.query('select * from users where id = $1', [Number(payload.sub)]),
      pool.query('select 1 from revoked_tokens where jti = $1', [payload.jti]),
    ]);
    if (!user.rows[0] || user.rows[0].token_version !== payload.ver || revoked.rows.length) return res.status(401).json({ message: 'Unauthorized' });
    req.user = user.rows[0];
    next();
  } catch {
    res.status(401).json({ message: 'Unauthorized' });
  }
};
const projectsOf = async (user) =>
  (
    await pool.query(
      'select p.*, (select count(*)::int from documents where documents.project_id = p.id) as document_count from projects p where p.owner_id = $1 order by p.updated_at desc, p.id desc limit 200',
      [user.id],
    )
  ).rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    scope: p.scope,
    targetDate: p.target_date,
    status: p.status,
    progress: p.progress,
    testType: p.test_type,
    documentCount: p.document_count,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  }));
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
app.get('/api/projects', authenticate, async (req, res) => res.json(await projectsOf(req.user)));
app.get('/api/user', authenticate, (req, res) =>
  res.json({
    id: req.user.id,
    username: req.user.username,
    email: req.user.email,
    firstName: req.user.first_name,
    lastName: req.user.last_name,
    role: req.user.role,
    isAdmin: req.user.is_admin,
    createdAt: req.user.created_at,
  }),
);
app.post('/graphql', authenticate, async (req, res) => res.json({ data: { projects: (await projectsOf(req.user)).map((p) => ({ ...p, id: String(p.id) })) } }));
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => pool.end()));
