import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteExposedModule, remotes } from '@gap/schema';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { assertAntdImports } from '../schema/federation/antd-imports.ts';
import { federationShared } from '../schema/federation/shared.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));
assertAntdImports(appDir);

const remote = remotes.find((r) => r.name === 'mf_assessment');
if (!remote) throw new Error('mf_assessment is missing from @gap/schema remotes');

/** The gateway that serves /api and /graphql to the standalone dev page. */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: remote.name,
      exposes: { [remoteExposedModule]: './src/app/index.tsx' },
      shared: federationShared(appDir, { treeShakeAntd: command === 'build' }),
      dts: false,
    }),
  ],
  // The html page is the standalone dev frame; the shell loads the remote through mf-manifest.json instead.
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Projects and assessments (standalone)' },
  // Chunks resolve against the URL the remote was loaded from: /mf/assessment/ on the gateway, or its own origin.
  output: { assetPrefix: 'auto' },
  // On-demand compilation of dynamic imports races the federation runtime on a first visit.
  dev: { lazyCompilation: false },
  server: {
    port: remote.devPort,
    cors: { origin: '*' },
    historyApiFallback: true,
    proxy: { '/api': gatewayUrl, '/graphql': { target: gatewayUrl, ws: true } },
  },
}));
