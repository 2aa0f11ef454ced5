import type { Server } from 'node:http';

/** See serve-static.mjs: one built microfrontend served from its own origin; `requests` lists the paths asked for. */
export function serveStatic(dir: string, port: number, host?: string): Promise<Server & { requests: string[] }>;
