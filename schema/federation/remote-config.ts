import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteExposedModule, remotes, type RemoteDefinition } from '../src/remotes.ts';
import { assertAntdImports } from './antd-imports.ts';
import { federationShared } from './shared.ts';

/** The gateway that serves /api and /graphql to a standalone dev page. */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/**
 * The Rsbuild configuration every remote uses: it exposes `./App` under its container name, shares the
 * singletons, loads its chunks from wherever its manifest was fetched, and runs standalone in dev.
 */
export function defineRemoteConfig(configUrl: string, name: RemoteDefinition['name'], standaloneTitle: string) {
  const appDir = path.dirname(fileURLToPath(configUrl));
  assertAntdImports(appDir);
  const remote = remotes.find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is missing from @gap/schema remotes`);

  return defineConfig(
    ({ command }): RsbuildConfig => ({
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name: remote.name,
          exposes: { [remoteExposedModule]: './src/app/index.tsx' },
          shared: federationShared(appDir, { treeShakeAntd: command === 'build' }),
          dts: false,
          // Built remotes use the shell's federation runtime (the shell provides it) instead of bundling a second
          // copy in each remote entry (34 → 16 KB gzip). The dev server keeps its own, for the standalone page.
          ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
        }),
      ],
      // The html page is the standalone dev frame; the shell loads the remote through mf-manifest.json instead.
      source: { entry: { index: './src/index.ts' } },
      html: { title: `${standaloneTitle} (standalone)` },
      // Chunks resolve against the URL the remote was loaded from: /mf/<path>/ on the gateway, or its own origin.
      output: { assetPrefix: 'auto' },
      // On-demand compilation of dynamic imports races the federation runtime on a first visit.
      dev: { lazyCompilation: false },
      server: {
        port: remote.devPort,
        cors: { origin: '*' },
        historyApiFallback: true,
        proxy: { '/api': gatewayUrl, '/graphql': { target: gatewayUrl, ws: true } },
      },
    }),
  );
}
