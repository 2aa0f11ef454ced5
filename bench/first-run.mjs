// First-run benchmark (`npm run bench -- first-run [--wait-ms n]`): a fresh install (an empty data directory) of the
// built gateway, started as `npm start` starts it, once with ENCODER_WARM_START=false and once with the default
// (true). Each time a user signs up, creates a project and uploads a policy PDF `--wait-ms` after the gateway is
// ready (default 15000: the time a person takes for those steps), then the analysis runs to its end. Prints the
// run's time from start to finished answers, the figure a cold server made look frozen.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const gatewayMain = path.join(here, '../gateway/dist/main.js');
const { buildPdf } = await import(pathToFileURL(path.join(here, '../gateway/dist-testing/testing/document-fixtures.js')).href);
const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const waitMs = arg('--wait-ms', 15_000);

const policy = [
  ['Access control policy', 'Access rights are reviewed by the asset owner every quarter and the review is recorded.', 'Leavers have their accounts disabled on their last working day.'],
  ['Backup policy', 'Backups are taken daily, encrypted and kept offsite for 90 days.', 'Restores are tested every quarter and the results are recorded.'],
];

async function measure(warm) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gap-first-run-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [gatewayMain], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false', ENCODER_WARM_START: String(warm) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 600) throw new Error('gateway not ready after 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, waitMs));
    const json = (res) => (res.ok ? res.json() : res.text().then((t) => Promise.reject(new Error(`${res.status} ${t}`))));
    const user = { username: `bench_${Date.now()}`, email: `bench_${Date.now()}@example.com`, password: 'correct-horse-battery' };
    const { token } = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }).then(json);
    const auth = { authorization: `Bearer ${token}` };
    const project = await fetch(`${base}/api/projects`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'First run' }) }).then(json);
    const form = new FormData();
    form.append('file', new Blob([await buildPdf(policy)], { type: 'application/pdf' }), 'policies.pdf');
    await fetch(`${base}/api/projects/${project.id}/documents`, { method: 'POST', headers: auth, body: form }).then(json);
    const [testType] = await fetch(`${base}/api/test-types`, { headers: auth }).then(json);
    const analyse = async () => {
      const started = Date.now();
      const result = await fetch(`${base}/api/projects/${project.id}/analyze-documents`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ testType }) }).then(json);
      return { seconds: (Date.now() - started) / 1000, answers: result.answersFound, questions: result.totalQuestions };
    };
    const first = await analyse();
    // The same run again on the now warm server: what every later run costs.
    return { ...first, again: (await analyse()).seconds };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`first analysis on a fresh install, started ${waitMs / 1000} s after the gateway is ready`);
for (const warm of [false, true]) {
  const { seconds, answers, questions, again } = await measure(warm);
  console.log(`ENCODER_WARM_START=${warm}: first run ${seconds.toFixed(1)} s, the same run again ${again.toFixed(1)} s (${answers}/${questions} answered)`);
}
