import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type Response } from 'express';
import { remotes, type RemotesManifest } from '@gap/schema';
import type { Config } from '../config/env.js';

/**
 * Serves the built microfrontends: the shell at / (client routes fall back to its index.html), each remote
 * under /mf/<path>/, and /remotes.json listing each remote's manifest (an environment override wins).
 */
export function staticRoutes(config: Config): Router {
  const router = Router();
  // Scripts are most of what a first visit downloads: compressed, /login stays within its budget.
  router.use(compression());
  const hashedAssets = { immutable: true, maxAge: '1y', index: false } as const;

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotesManifest(config));
  });

  for (const remote of remotes) {
    const dist = path.join(config.staticRoot, `mf-${remote.path}`, 'dist');
    router.use(`/mf/${remote.path}`, express.static(dist, { ...hashedAssets, setHeaders: remoteAssetHeaders }));
    router.use(`/mf/${remote.path}`, (_req, res) => res.status(404).json({ message: `Remote ${remote.name} is not built` }));
  }

  const shellDist = path.join(config.staticRoot, 'mf-shell', 'dist');
  router.use(express.static(shellDist, { index: false, setHeaders: noCacheForHtml }));
  router.get(/^(?!\/(api|graphql|mf)(\/|$)).*/, (req: Request, res: Response) => {
    const index = path.join(shellDist, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

/** Entries served here are origin-relative (the shell resolves them against its page), never built from the Host header. */
export function remotesManifest(config: Config): RemotesManifest {
  return {
    remotes: remotes.map((remote) => ({
      name: remote.name,
      entry: config.remoteOverrides[remote.name] ?? `/mf/${remote.path}/mf-manifest.json`,
    })),
    loadTimeoutMs: config.remoteLoadTimeoutMs,
  };
}

/** Names a remote is loaded by: they keep their name across builds, so they must be revalidated. */
const entryFiles = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);

/**
 * Remote chunks are fetched by the shell's page, which may live on another origin. Hashed chunks are
 * immutable; the manifest and entry are revalidated on each load, or a remote could never be updated.
 */
function remoteAssetHeaders(res: Response, filePath: string): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (entryFiles.has(path.basename(filePath))) res.setHeader('Cache-Control', 'no-cache');
}

function noCacheForHtml(res: Response, filePath: string): void {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
