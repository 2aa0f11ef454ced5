/** Ports and browser flags shared by the configuration and the journeys. */
export const mainPort = 3100;
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
