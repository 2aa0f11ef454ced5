import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from '../testing/http-client.js';
import { startTestApp } from '../testing/test-app.js';
import { ConfigError, loadConfig } from './env.js';

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'gap-proxy-')), 'data');
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

test('TRUST_PROXY takes a hop count or subnets, never "trust everything"', () => {
  expect(problemsOf({ TRUST_PROXY: 'true' }).join()).toMatch(/TRUST_PROXY/);
  expect(problemsOf({ TRUST_PROXY: 'everything' }).join()).toMatch(/TRUST_PROXY/);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
});

test('behind one proxy, a spoofed X-Forwarded-For does not escape the sign-in throttle', async () => {
  const app = await startTestApp({ TRUST_PROXY: '1' }, { throttleLimits: { perIp: 3, perUsername: 100, windowMs: 60_000 } });
  try {
    const api = new ApiClient(app.url);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      // The client forges the left part; the (simulated) proxy appends the real address last.
      const res = await api.post('/api/auth/login', { username: `ghost_${i}`, password: 'wrong-password' }, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` });
      statuses.push(res.status);
    }
    expect(statuses.slice(-1)).toEqual([429]);
  } finally {
    await app.close();
  }
}, 120_000);

test('embedded mode listens on 127.0.0.1 unless HOST says otherwise; production on 0.0.0.0', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
  expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  const production = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'demo', DATABASE_URL: 'postgres://127.0.0.1/gap' });
  expect(production.host).toBe('0.0.0.0');
});

test('the data directory is created owner-only (700), its secret file 600', () => {
  const dir = dataDir();
  loadConfig({ DATA_DIR: dir });
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
});
