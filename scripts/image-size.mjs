// `npx node scripts/image-size.mjs [--before <git-ref>] [--smoke [--built <dir>]] [--keep]`: what the gateway image's node_modules
// holds, measured without Docker. It runs the `runtime-deps` stage of the Dockerfile (its COPY lines and its
// `npm ci`) in a temporary folder and prints `du -sh node_modules`. Only the npm registry (through npm and its
// cache) and 127.0.0.1 are contacted.
//
//   --before <ref>  also measure the former approach at a git revision: every workspace's production packages
//                   (`npm ci --omit=dev`, what the old image's `npm prune --omit=dev` left), mf-*/node_modules removed
//   --smoke         with the built gateway/schema/mf-* dist (`npm run build` first), check that every package the
//                   gateway's code imports (main, workers, reset-password) resolves in the slim install, then start
//                   the gateway from it (NODE_ENV=production, embedded database, a free port on 127.0.0.1) and
//                   check /readyz, the shell page, register, a project, DOCX/PDF/DOC uploads and an analysis run
//   --built <dir>   take the built dist folders from another checkout of the repository (default: this one)
//   --keep          leave the temporary folder
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const beforeRef = option('--before');
const built = path.resolve(option('--built') ?? root);
if ([beforeRef, option('--built')].some((value) => value?.startsWith('--')) || (args.includes('--before') && !beforeRef)) {
  console.error('usage: node scripts/image-size.mjs [--before <git-ref>] [--smoke [--built <dir>]] [--keep]');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The `runtime-deps` stage of the Dockerfile: the files it copies from the context and its npm command. */
function runtimeStage() {
  const lines = readFileSync(path.join(root, 'Dockerfile'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^FROM \S+ AS runtime-deps$/i.test(line));
  if (start < 0) throw new Error('Dockerfile: no `FROM … AS runtime-deps` stage');
  const end = lines.findIndex((line, i) => i > start && /^FROM /i.test(line));
  const stage = lines.slice(start + 1, end < 0 ? undefined : end).join('\n').replace(/\\\n/g, ' ');
  const files = [];
  for (const [, rest] of stage.matchAll(/^COPY (?!--from)(.+)$/gm)) {
    const parts = rest.trim().split(/\s+/);
    const dest = parts.pop();
    for (const src of parts) files.push(dest.endsWith('/') && dest !== './' ? path.join(dest, path.basename(src)) : src);
  }
  const run = stage.match(/^RUN (npm ci [^&\n]+)/m);
  if (!run || !files.length) throw new Error('Dockerfile: the runtime-deps stage has no COPY lines or no `RUN npm ci`');
  return { files, command: run[1].trim().split(/\s+/) };
}

function sh(command, commandArgs, cwd) {
  console.log(`$ (cd ${cwd} && ${[command, ...commandArgs].join(' ')})`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line && !/EBADENGINE|^npm warn\s+(package|required|current|\}|\{)/.test(line));
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status}):\n${output.join('\n')}`);
  console.log(`  ${output.slice(-1)[0] ?? ''} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const du = (dir) => spawnSync('du', ['-sh', dir], { encoding: 'utf8' }).stdout.split('\t')[0];
const duKb = (dir) => Number(spawnSync('du', ['-sk', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);
/** The biggest installed packages (a scope counts as one), for the report. */
function largest(dir, count = 8) {
  const out = spawnSync('sh', ['-c', 'du -sk node_modules/* | sort -rn | head -n ' + count], { cwd: dir, encoding: 'utf8' }).stdout;
  return out.trim().split('\n').map((line) => { const [kb, name] = line.split('\t'); return `${name.replace('node_modules/', '')} ${(kb / 1024).toFixed(0)} MB`; }).join(', ');
}
/** Every node_modules folder of the install: the root one and workspaces' nested ones. */
const nodeModulesDirs = (dir) => ['node_modules', ...readdirWorkspaces(dir).map((ws) => path.join(ws, 'node_modules'))].filter((d) => existsSync(path.join(dir, d)));
function readdirWorkspaces(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).workspaces ?? [];
}
const has = (dir, name) => existsSync(path.join(dir, 'node_modules', name));

function report(label, dir) {
  const dirs = nodeModulesDirs(dir);
  console.log(`\n${label}`);
  for (const d of dirs) console.log(`  du -sh ${d}: ${du(path.join(dir, d))}`);
  const total = dirs.reduce((sum, d) => sum + duKb(path.join(dir, d)), 0);
  console.log(`  all node_modules: ${(total / 1024).toFixed(0)} MB; packages in node_modules: ${spawnSync('sh', ['-c', 'ls -d node_modules/* node_modules/@*/* | grep -v "/@[^/]*$" | wc -l'], { cwd: dir, encoding: 'utf8' }).stdout.trim()}`);
  console.log(`  largest: ${largest(dir)}`);
  const frontend = ['antd', '@ant-design', '@apollo/client', '@rspack', '@rsbuild', 'typescript', 'react', 'react-dom', 'pdfjs-dist', 'recharts', '@module-federation'];
  console.log(`  frontend/build packages present: ${frontend.filter((name) => has(dir, name)).join(', ') || 'none'}`);
  return total;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'gap-image-size-'));
let gateway;
try {
  const { files, command } = runtimeStage();
  const slim = path.join(tmp, 'app');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(slim, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(slim, file));
  }
  sh(command[0], command.slice(1), slim);
  const after = report('Runtime image (Dockerfile stage runtime-deps):', slim);

  if (beforeRef) {
    const old = path.join(tmp, 'before');
    for (const file of files) {
      mkdirSync(path.dirname(path.join(old, file)), { recursive: true });
      const shown = spawnSync('git', ['show', `${beforeRef}:${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
      if (shown.status !== 0) throw new Error(`git show ${beforeRef}:${file}: ${shown.stderr}`);
      writeFileSync(path.join(old, file), shown.stdout);
    }
    sh(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund'], old);
    for (const ws of readdirWorkspaces(old)) if (ws.startsWith('mf-')) rmSync(path.join(old, ws, 'node_modules'), { recursive: true, force: true });
    const before = report(`Former approach at ${beforeRef} (npm ci --omit=dev over every workspace, mf-*/node_modules removed):`, old);
    console.log(`\nSaved: ${((before - after) / 1024).toFixed(0)} MB (${((1 - after / before) * 100).toFixed(0)} %)`);
  }

  if (flag('--smoke')) {
    for (const dist of ['schema/dist', 'gateway/dist', 'mf-shell/dist', 'mf-assessment/dist', 'mf-billing/dist', 'mf-knowledge/dist']) {
      if (!existsSync(path.join(built, dist))) throw new Error(`--smoke needs the built ${path.join(built, dist)}: npm run build`);
      cpSync(path.join(built, dist), path.join(slim, dist), { recursive: true });
    }
    checkImports(slim);
    await smoke(slim);
  }
} finally {
  if (gateway && gateway.exitCode === null && gateway.signalCode === null) {
    const ended = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    const timer = setTimeout(() => gateway.kill('SIGKILL'), 30_000);
    await ended;
    clearTimeout(timer);
  }
  if (flag('--keep')) console.log(`\nkept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

/**
 * Follows the gateway's code from its entry points (main, the worker threads it starts, the operator's
 * reset-password script) through relative imports, and resolves every package it imports from the slim install.
 */
function checkImports(slim) {
  const dist = path.join(slim, 'gateway/dist');
  const queue = ['main.js', 'scripts/reset-password.js'].map((file) => path.join(dist, file));
  const seen = new Set();
  const packages = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s[^;'"`()=]*?\bfrom\s*['"]([^'"]+)['"]/gm),
      ...source.matchAll(/^import\s*['"]([^'"]+)['"]/gm),
      ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ...source.matchAll(/createRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/g),
      ...source.matchAll(/new URL\(\s*['"](\.[^'"]+\.js)['"]\s*,\s*import\.meta\.url\s*\)/g),
    ].map((match) => match[1]);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) packages.add(specifier);
    }
  }
  const checker = path.join(dist, '.resolve-check.mjs');
  writeFileSync(checker, `const missing = [];\nfor (const s of ${JSON.stringify([...packages].sort())}) { try { import.meta.resolve(s); } catch { missing.push(s); } }\nconsole.log(JSON.stringify(missing));\n`);
  const result = spawnSync(process.execPath, [checker], { encoding: 'utf8' });
  rmSync(checker);
  const missing = JSON.parse(result.stdout || '["(checker failed)"]');
  console.log(`\nImports: ${seen.size} gateway files from main.js, the workers and reset-password.js import ${packages.size} packages; unresolved in the slim install: ${missing.join(', ') || 'none'}`);
  if (missing.length) throw new Error(`the slim install lacks ${missing.join(', ')}`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function smoke(slim) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(tmp, 'data');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ALLOW_EMBEDDED_DATABASE: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'demo',
    LOG_LEVEL: 'warn',
  };
  console.log(`\nSmoke: ${process.execPath} (${process.version}) gateway/dist/main.js in ${slim}, NODE_ENV=production, ${base}`);
  const child = spawn(process.execPath, ['gateway/dist/main.js'], { cwd: slim, env, stdio: ['ignore', 'inherit', 'inherit'] });
  gateway = child;
  let exited;
  child.on('exit', (code) => { exited = code ?? 'signal'; });
  const step = (text) => console.log(`  ok  ${text}`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`the gateway exited (${exited}) before /readyz answered`);
    if (Date.now() > deadline) throw new Error('/readyz did not answer 200 within 180 s');
    const status = await fetch(`${base}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  step('GET /readyz 200');
  const expect = async (what, response, status) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
  };
  const page = await expect('GET /', await fetch(`${base}/`), 200);
  if (!String(page).includes('<html')) throw new Error('GET /: no html');
  step('GET / (the shell from mf-shell/dist) 200');
  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const password = `Slim image ${randomBytes(6).toString('hex')}!`;
  const { token } = await expect('register', await fetch(`${base}/api/auth/register`, json({ username: 'slim', email: 'slim@example.com', password })), 201);
  const login = await expect('login', await fetch(`${base}/api/auth/login`, json({ username: 'slim', password })), 200);
  if (!login.token) throw new Error('login: no token');
  step('POST /api/auth/register 201, /api/auth/login 200');
  const auth = { authorization: `Bearer ${token}` };
  const project = await expect('project', await fetch(`${base}/api/projects`, { ...json({ name: 'Slim image', scope: 'Smoke test' }), headers: { ...auth, 'content-type': 'application/json' } }), 201);
  step(`POST /api/projects 201 (${project.id})`);
  const text = 'Access control policy. Access to information systems is granted on a need-to-know basis and reviewed quarterly. Multi-factor authentication is required for remote access.';
  const { Document, Packer, Paragraph } = await import('docx');
  const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdfDoc = await PDFDocument.create();
  const font = await pdfDoc.embedFont(StandardFonts.Helvetica);
  pdfDoc.addPage().drawText(text.slice(0, 90), { x: 40, y: 700, size: 11, font });
  const pdf = Buffer.from(await pdfDoc.save());
  const doc = readFileSync(path.join(root, 'gateway/src/modules/documents/extraction/fixtures/access-control-policy.doc'));
  for (const [name, bytes, type] of [
    ['policy.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['policy.pdf', pdf, 'application/pdf'],
    ['access-control-policy.doc', doc, 'application/msword'],
  ]) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const uploaded = await expect(`upload ${name}`, await fetch(`${base}/api/projects/${project.id}/documents`, { method: 'POST', headers: auth, body: form }), 201);
    if (uploaded.textStatus !== 'extracted') throw new Error(`upload ${name}: textStatus ${uploaded.textStatus}`);
    step(`upload ${name} 201, textStatus extracted (${uploaded.chunkCount} chunks)`);
  }
  const testTypes = await expect('test types', await fetch(`${base}/api/test-types`, { headers: auth }), 200);
  const testType = (Array.isArray(testTypes) ? testTypes : testTypes.testTypes ?? [])[0];
  const testTypeName = typeof testType === 'string' ? testType : testType?.name ?? testType?.testType;
  const started = await expect('start run', await fetch(`${base}/api/projects/${project.id}/assessment/runs`, { ...json({ testType: testTypeName }), headers: { ...auth, 'content-type': 'application/json' } }), 201);
  let run;
  while (Date.now() < deadline + 180_000) {
    run = await expect('run', await fetch(`${base}/api/runs/${started.runId}`, { headers: auth }), 200);
    if (['completed', 'failed', 'cancelled'].includes(run.status)) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (run.status !== 'completed') throw new Error(`analysis run: ${JSON.stringify(run)}`);
  step(`analysis run "${testTypeName}" completed (${run.succeeded}/${run.totalQuestions} answered from the documents)`);
  console.log('Smoke: passed');
}
