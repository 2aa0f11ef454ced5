// `npm run dev`: every watcher at once. The gateway recompiles and restarts on change (port 3000) and
// points /remotes.json at each remote's dev server; the shell's dev server proxies /api and /graphql.
import { remotes } from '../schema/dist/index.js';
import { run } from './lib.mjs';

const remoteEnv = Object.fromEntries(remotes.map((r) => [r.env, `http://localhost:${r.devPort}/mf-manifest.json`]));
const jobs = [
  run('npm', ['run', 'build', '-w', 'schema', '--', '--watch', '--preserveWatchOutput']),
  run('npm', ['run', 'build', '-w', 'gateway', '--', '--watch', '--preserveWatchOutput']),
  run('node', ['--watch-path=gateway/dist', 'gateway/dist/main.js'], { env: { ...process.env, PORT: '3000', ...remoteEnv } }),
  ...['mf-shell', 'mf-assessment', 'mf-billing', 'mf-knowledge'].map((mf) => run('npm', ['run', 'dev', '-w', mf])),
];
process.exitCode = Math.max(...(await Promise.all(jobs)));
