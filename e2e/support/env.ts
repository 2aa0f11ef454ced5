/**
 * Ports and browser flags shared by the configuration and the journeys. Each run picks its own port unless
 * E2E_PORT is set, so several runs (developers, CI) never collide; the workers inherit it from the runner.
 */
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 10_000));
export const mainPort = Number(process.env.E2E_PORT);
/** Extra servers some journeys start: a second gateway, a separately served remote, a port nobody listens on. */
export const extraPorts = { gateway: mainPort + 10_000, remote: mainPort + 10_001, dead: mainPort + 10_002 };
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
