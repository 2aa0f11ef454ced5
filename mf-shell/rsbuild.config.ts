import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { assertAntdImports } from '../schema/federation/antd-imports.ts';
import { federationShared } from '../schema/federation/shared.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));
// The public pages (and what they import statically) use antd per component, bundled here, so the first visit
// to /, /login or /register does not download the shared antd of the authenticated area and the remotes.
assertAntdImports(appDir, {
  localAntdRoots: [
    'src/bootstrap.tsx',
    'src/app/routes/landing.tsx',
    'src/app/routes/auth/login.tsx',
    'src/app/routes/auth/register.tsx',
    'src/app/routes/not-found.tsx',
  ],
});

/** The gateway that serves /api, /graphql, /remotes.json and the built remotes under /mf/ in dev. */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_shell',
      // No static remotes: they are registered at run time from /remotes.json.
      remotes: {},
      shared: federationShared(appDir, { treeShakeAntd: command === 'build' }),
      // Use what is already loaded (the shell's singletons) so a route only fetches its own remote.
      shareStrategy: 'loaded-first',
      dts: false,
      // The federation runtime the built remotes use (they leave it out of their entries: remote-config.ts).
      ...(command === 'build' ? { experiments: { provideExternalRuntime: true } } : {}),
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    // Rsbuild's default page with lang="en" on <html>, so screen readers speak the right language.
    template: './index.html',
    title: 'ISO 27001 Gap Assessment Tool',
    meta: { description: 'Assess your information security management system against ISO/IEC 27001:2022.' },
  },
  output: { assetPrefix: '/' },
  // On-demand compilation of dynamic imports races the federation runtime on a first visit.
  dev: { lazyCompilation: false },
  server: {
    port: 3010,
    historyApiFallback: true,
    proxy: Object.fromEntries(['/api', '/graphql', '/remotes.json', '/mf'].map((p) => [p, { target: gatewayUrl, ws: p === '/graphql' }])),
  },
}));
