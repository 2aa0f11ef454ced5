import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxArgs, remoteNames, repoRoot, writeSmokeNginx, type RemoteName, type SmokeNginx, type SmokePorts } from './nginx-config';
import { smokeHost, smokePorts } from './ports';

/**
 * The production shape on this machine, without Docker: one fresh PostgreSQL database, two gateways in
 * NODE_ENV=production (secrets from files, as compose's `secrets:` give them), Debian's nginx terminating TLS
 * with a certificate made now, proxying the gateways and serving the remotes' built files from their own origins.
 */
export interface Stack {
  /** The product's origin for the browser (gap.test is mapped to 127.0.0.1 by Chromium's host resolver rules). */
  origin: string;
  /** The same origin by address, for Node-side request contexts (which cannot map host names). */
  apiOrigin: string;
  remoteOrigins: Record<RemoteName, string>;
  ports: SmokePorts;
  /** The self-signed certificate (PEM), for Node-side requests that verify it. */
  certificate: string;
  gateways: Gateway[];
  /** The proxy (nginx), which a test may reload or restart while the browser is connected. */
  proxy: Proxy;
  /** One SQL query on the stack's database (psql), its rows as arrays of text fields. */
  sql(query: string): string[][];
  /** nginx's error log, and each gateway's output, for a failure's report. */
  logs(): Record<string, string>;
  stop(): Promise<void>;
}

export interface Proxy {
  /** The master process's pid (a restart changes it). */
  pid(): number;
  /** `nginx -s reload`: the configuration read again, new workers; the old ones finish their connections. */
  reload(): void;
  /**
   * A full restart: `nginx -s stop` (fast shutdown: every connection is cut at once), `downMs` with nothing
   * listening, then nginx started again with the same configuration and waited for until it answers /readyz.
   */
  restart(downMs?: number): Promise<void>;
}

export interface Gateway {
  port: number;
  pid: number;
  process: ChildProcess;
  exited: Promise<void>;
}

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function run(command: string, args: string[], what: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${what}: ${command} could not be run (${result.error.message})`);
  if (result.status !== 0) throw new Error(`${what}: ${command} ${args.join(' ')} exited ${result.status}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** A self-signed certificate for gap.test (and 127.0.0.1), made with the openssl command line. */
function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  run(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${smokeHost}`,
      '-addext', `subjectAltName=DNS:${smokeHost},IP:127.0.0.1`, '-keyout', key, '-out', certificate],
    'the test certificate',
  );
  return { certificate, key };
}

/** Fails naming the port when something already listens on one the stack needs. */
async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`port ${port} is in use: set SMOKE_PORT to another base port`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs: number, diagnose: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not ready after ${timeoutMs / 1000} s\n${diagnose()}`);
}

/** A plain GET answered 200 (the gateways' own /readyz, before nginx). */
function httpOk(port: number, urlPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request to the stack from Node, to `host:port` on 127.0.0.1 with that Host header and, over https, that
 * server name, verifying the test certificate. The path is sent as written (malformed ones included).
 */
export function rawRequest(
  stack: Pick<Stack, 'certificate'>,
  options: { port: number; path: string; tls?: boolean; method?: string; headers?: Record<string, string> },
): Promise<RawAnswer> {
  const { port, tls = true, method = 'GET', headers = {} } = options;
  return new Promise((resolve, reject) => {
    const common = { host: '127.0.0.1', port, path: options.path, method, headers: { host: `${smokeHost}:${port}`, ...headers } };
    const onAnswer = (res: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    };
    const req = tls ? httpsRequest({ ...common, servername: smokeHost, ca: stack.certificate }, onAnswer) : httpRequest(common, onAnswer);
    req.on('error', reject);
    req.end();
  });
}

function startGateway(port: number, env: Record<string, string>, logFile: string): Gateway {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'gateway/dist/main.js')], {
    cwd: repoRoot,
    // Only what production is given: no test settings inherited from the runner's environment.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { port, pid: child.pid!, process: child, exited };
}

async function stopProcess(child: ChildProcess, exited: Promise<void>, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs));
  if ((await Promise.race([exited.then(() => 'done' as const), timer])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function startStack(): Promise<Stack> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The production smoke test needs TEST_DATABASE_URL (a PostgreSQL server it may create a database on)');
  if (!existsSync(nginxBinary)) throw new Error(`Debian's nginx is needed at ${nginxBinary} (apt-get install nginx; or set NGINX_PATH)`);
  for (const built of ['gateway/dist/main.js', 'mf-shell/dist/index.html', ...remoteNames.map((r) => `${r}/dist/mf-manifest.json`)]) {
    if (!existsSync(path.join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const ports = smokePorts;
  await Promise.all([ports.app, ports.redirect, ...Object.values(ports.remotes), ...Object.values(ports.statics), ...ports.gateways].map(assertFree));

  const dir = mkdtempSync(path.join(tmpdir(), 'gap-smoke-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const gateways: Gateway[] = [];
  let nginx: { child: ChildProcess; exited: Promise<void>; config: SmokeNginx } | undefined;
  const startNginx = (config: SmokeNginx) => {
    const child = spawn(nginxBinary, nginxArgs(config), { stdio: 'ignore' });
    nginx = { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())), config };
  };
  const origin = `https://${smokeHost}:${ports.app}`;
  const remoteOrigins = Object.fromEntries(remoteNames.map((r) => [r, `https://${smokeHost}:${ports.remotes[r]}`])) as Record<RemoteName, string>;

  const database = `gap_smoke_${randomBytes(5).toString('hex')}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const psql = (url: string, query: string) => run('psql', ['-X', '-q', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', query, url], 'psql');

  const logs = (): Record<string, string> => {
    const out: Record<string, string> = {};
    const add = (name: string, file: string) => existsSync(file) && (out[name] = readFileSync(file, 'utf8').slice(-20_000));
    if (nginx) add('nginx error.log', nginx.config.errorLog);
    gateways.forEach((_g, i) => add(`gateway-${i + 1}.log`, path.join(dir, `gateway-${i + 1}.log`)));
    return out;
  };
  const stop = async () => {
    if (nginx) await stopProcess(nginx.child, nginx.exited, 'SIGQUIT', 5_000);
    // SIGTERM: the gateways drain and hand their work back; a test's open streams are gone with its browser.
    await Promise.all(gateways.map((g) => stopProcess(g.process, g.exited, 'SIGTERM', 25_000)));
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    // The built shell and remotes as they are now, as an image holds them: a rebuild in the working tree while
    // the test runs changes nothing here.
    const builds = path.join(dir, 'builds');
    for (const workspace of ['mf-shell', ...remoteNames]) cpSync(path.join(repoRoot, workspace, 'dist'), path.join(builds, workspace, 'dist'), { recursive: true });
    for (const built of ['mf-shell/dist/index.html', ...remoteNames.map((r) => `${r}/dist/mf-manifest.json`)]) {
      if (!existsSync(path.join(builds, built))) throw new Error(`${built} is missing (a build running meanwhile?): run \`npm run build\` first`);
    }

    psql(adminUrl, `create database ${database}`);
    cleanups.push(() => void psql(adminUrl, `drop database if exists ${database} with (force)`));
    const tls = makeCertificate(dir);

    // Secrets as files, the way compose's `secrets:` hand them to the gateways (JWT_SECRET_FILE, DATABASE_URL_FILE).
    const secrets = path.join(dir, 'secrets');
    mkdirSync(secrets, { mode: 0o700 });
    writeFileSync(path.join(secrets, 'jwt_secret'), `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    writeFileSync(path.join(secrets, 'database_url'), `${dbUrl.toString()}\n`, { mode: 0o600 });
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      STATIC_ROOT: builds,
      JWT_SECRET_FILE: path.join(secrets, 'jwt_secret'),
      DATABASE_URL_FILE: path.join(secrets, 'database_url'),
      // The demo provider, said explicitly (production refuses it otherwise).
      PAYMENT_PROVIDER: 'demo',
      // One proxy hop (nginx) in front.
      TRUST_PROXY: '1',
      REMOTE_ASSESSMENT_URL: `${remoteOrigins['mf-assessment']}/mf-manifest.json`,
      REMOTE_BILLING_URL: `${remoteOrigins['mf-billing']}/mf-manifest.json`,
      REMOTE_KNOWLEDGE_URL: `${remoteOrigins['mf-knowledge']}/mf-manifest.json`,
      // A run whose gateway died is taken over after 5 s (30 by default), to keep the test short.
      WORKER_STALE_AFTER_SECONDS: '5',
      TRIAL_EXAMPLE_PROJECT: 'false',
      LOG_LEVEL: 'warn',
    };
    // Both at once on the empty database: the second waits for the first one's migrations (advisory lock).
    ports.gateways.forEach((port, i) => gateways.push(startGateway(port, env, path.join(dir, `gateway-${i + 1}.log`))));

    const config = writeSmokeNginx(path.join(dir, 'nginx'), ports, tls, origin, builds);
    run(nginxBinary, ['-t', ...nginxArgs(config)], 'nginx -t');
    startNginx(config);

    const certificate = readFileSync(tls.certificate, 'utf8');
    const nginxReady = () =>
      waitFor('nginx', async () => (await rawRequest({ certificate }, { port: ports.app, path: '/readyz' })).status === 200, 15_000, () => JSON.stringify(logs(), null, 2));
    for (const [i, gateway] of gateways.entries()) {
      await waitFor(`gateway-${i + 1}`, async () => {
        if (gateway.process.exitCode !== null) throw new Error(`gateway-${i + 1} exited ${gateway.process.exitCode}`);
        return httpOk(gateway.port, '/readyz');
      }, 90_000, () => JSON.stringify(logs(), null, 2));
    }
    await nginxReady();
    const proxy: Proxy = {
      pid: () => nginx!.child.pid!,
      reload: () => void run(nginxBinary, ['-s', 'reload', ...nginxArgs(config)], 'nginx -s reload'),
      restart: async (downMs = 1_000) => {
        const { child, exited } = nginx!;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error('nginx is not running');
        run(nginxBinary, ['-s', 'stop', ...nginxArgs(config)], 'nginx -s stop');
        await exited;
        await new Promise((r) => setTimeout(r, downMs));
        startNginx(config);
        await nginxReady();
      },
    };

    return {
      origin,
      apiOrigin: `https://127.0.0.1:${ports.app}`,
      remoteOrigins,
      ports,
      certificate,
      gateways,
      proxy,
      sql: (query) => psql(dbUrl.toString(), query).split('\n').filter(Boolean).map((line) => line.split('\t')),
      logs,
      stop,
    };
  } catch (error) {
    const report = logs();
    await stop();
    if (error instanceof Error) error.message += Object.keys(report).length ? `\n${JSON.stringify(report, null, 2)}` : '';
    throw error;
  }
}
