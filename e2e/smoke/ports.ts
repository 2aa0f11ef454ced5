import type { SmokePorts } from './nginx-config';

/** The host name the browser uses (Chromium maps it to 127.0.0.1; the certificate is made for it). */
export const smokeHost = 'gap.test';

/**
 * Ten ports from a base each run picks (SMOKE_PORT to choose it), so runs on one machine do not collide and the
 * configuration and the test's worker agree (the worker inherits the variable). Below Linux's ephemeral range
 * (32768 and up), where outgoing connections would hold them, and below the journeys' ports (20000 and up).
 */
process.env.SMOKE_PORT ??= String(10_000 + Math.floor(Math.random() * 9_990));
const base = Number(process.env.SMOKE_PORT);

export const smokePorts: SmokePorts = {
  app: base,
  redirect: base + 1,
  remotes: { 'mf-assessment': base + 2, 'mf-billing': base + 3, 'mf-knowledge': base + 4 },
  statics: { 'mf-assessment': base + 5, 'mf-billing': base + 6, 'mf-knowledge': base + 7 },
  gateways: [base + 8, base + 9],
};
